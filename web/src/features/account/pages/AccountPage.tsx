import { Coins, Heart, ListChecks, MapPin, Package, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { ProfileCard } from '../components/ProfileCard';
import { RequireSignIn } from '../components/RequireSignIn';
import { StoreCreditCard } from '../components/StoreCreditCard';

const QUICK_LINKS = [
  { to: '/account/orders', label: 'Order History', text: 'Track and review your orders', Icon: Package },
  { to: '/account/wishlist', label: 'Wishlist', text: 'Products you saved for later', Icon: Heart },
  {
    to: '/account/wantlists',
    label: 'Wantlists',
    text: 'Cards you want, with stock alerts',
    Icon: ListChecks,
  },
  { to: '/account/addresses', label: 'Addresses', text: 'Manage your address book', Icon: MapPin },
  { to: '/account/settings', label: 'Settings', text: 'Password, notifications and privacy', Icon: Settings },
  { to: '/account/sell-lists', label: 'Sell Lists', text: 'Cards you sell to us, step by step', Icon: Coins },
];

export default function AccountPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <PageContainer>
          <PageHeading subtitle={`Welcome back, ${user.first_name || user.username}!`}>
            My Account
          </PageHeading>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProfileCard user={user} />
              <StoreCreditCard />
            </div>
            <nav aria-label="Account" className="space-y-3">
              <h2 className="text-lg font-semibold text-gray-900">Quick Links</h2>
              {QUICK_LINKS.map(({ to, label, text, Icon }) => (
                <Link
                  key={to}
                  to={to}
                  className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-primary"
                >
                  <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
                  <span>
                    <span className="block font-medium text-gray-900">{label}</span>
                    <span className="block text-sm text-gray-600">{text}</span>
                  </span>
                </Link>
              ))}
            </nav>
          </div>
        </PageContainer>
      )}
    </RequireSignIn>
  );
}
