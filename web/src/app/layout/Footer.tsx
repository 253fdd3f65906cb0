import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { isEcommerce, useTenant } from '../../features/tenant';

const QUICK_LINKS_SHOP = [
  { to: '/products', label: 'All Products' },
  { to: '/categories', label: 'Categories' },
  { to: '/deals', label: 'Deals' },
  { to: '/new', label: 'New Arrivals' },
  { to: '/preorders', label: 'Preorders' },
  { to: '/tcg/search', label: 'TCG Search' },
];
const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/suppliers', label: 'Become a Supplier' },
];
const SERVICE_LINKS = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/shipping', label: 'Shipping Info' },
  { to: '/returns', label: 'Returns' },
  { to: '/faq', label: 'FAQ' },
  { to: '/support', label: 'Support' },
];

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-gray-300 hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Client details, quick links, customer service links and the copyright line (spec section 2). */
export function Footer() {
  const tenant = useTenant();
  const details = tenant.theme.client_details;
  const name = details.business_name || tenant.tenant.name || 'Storefront';
  const quick = isEcommerce(tenant)
    ? [...QUICK_LINKS_SHOP, { to: '/sell', label: 'Sell to us' }, ...QUICK_LINKS]
    : QUICK_LINKS;

  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-lg font-semibold text-white">{tenant.tenant.name}</p>
          {details.description && <p className="mt-2 max-w-md text-sm">{details.description}</p>}
          <address className="mt-4 space-y-1.5 text-sm not-italic">
            <p className="font-medium text-white">{name}</p>
            {details.email && (
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4" />
                <a href={`mailto:${details.email}`} className="hover:text-white hover:underline">
                  {details.email}
                </a>
              </p>
            )}
            {details.phone && (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4" />
                <a
                  href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}
                  className="hover:text-white hover:underline"
                >
                  {details.phone}
                </a>
              </p>
            )}
            {details.address && (
              <p className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {details.address}
              </p>
            )}
          </address>
        </div>
        <LinkList title="Quick Links" links={quick} />
        <LinkList title="Customer Service" links={SERVICE_LINKS} />
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {name.replace(/\.$/, '')}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-white hover:underline">
              Privacy Policy
            </Link>
            <Link to="/terms" className="hover:text-white hover:underline">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
