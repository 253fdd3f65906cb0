import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BackToAccount() {
  return (
    <Link
      to="/account"
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to My Account
    </Link>
  );
}
