import { User } from 'lucide-react';
import { Link } from 'react-router';

/** The header's account corner: sign in and register links (the accounts work adds the signed-in menu). */
export function UserMenu() {
  return (
    <div className="flex items-center gap-2 text-sm">
      <User aria-hidden="true" className="h-5 w-5 text-gray-600" />
      <Link to="/login" className="font-medium text-gray-700 hover:text-primary">
        Sign In
      </Link>
      <span aria-hidden="true" className="text-gray-300">
        |
      </span>
      <Link to="/register" className="font-medium text-gray-700 hover:text-primary">
        Register
      </Link>
    </div>
  );
}
