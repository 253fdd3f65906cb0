import { useQuery } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/money';
import { useRemoveFromWishlist, wishlistQuery } from '../wishlist-queries';
import { Button, buttonClass } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { WishlistHeart } from '../components/WishlistHeart';
import { BackToAccount } from '../components/BackToAccount';
import { RequireSignIn } from '../components/RequireSignIn';
import { ProductImage } from '../../../ui/ProductImage';

function Wishlist() {
  const { data, isPending } = useQuery(wishlistQuery);
  const remove = useRemoveFromWishlist();
  if (isPending)
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    );
  if (!data?.length) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center">
        <Heart aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-gray-400" />
        <p className="mb-4 text-gray-700">Your wishlist is empty.</p>
        <Link to="/products" className={buttonClass('primary')}>
          Browse Products
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {data.map(({ product, product_detail: p }) => (
        <li
          key={product}
          className="relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white"
        >
          <div className="flex aspect-square items-center justify-center bg-gray-100">
            {p.image ? (
              <ProductImage
                file={p.image.file}
                slug={p.slug}
                alt={p.image.alt_text}
                className="h-full w-full object-cover"
              />
            ) : (
              <span className="text-sm text-gray-600">No Image Available</span>
            )}
          </div>
          <WishlistHeart productId={product} productName={p.name} className="absolute right-2 top-2" />
          <div className="flex flex-1 flex-col gap-1 p-4">
            <Link to={`/products/${p.slug}`} className="font-medium text-gray-900 hover:text-primary">
              {p.name}
            </Link>
            <p className="font-semibold text-gray-900">{formatAmount(p.price)}</p>
            <Button
              variant="secondary"
              className="mt-auto"
              disabled={remove.isPending}
              aria-label={`Remove ${p.name}`}
              onClick={() =>
                remove.mutate(product, {
                  onSuccess: () => toast.success(`${p.name} removed from your wishlist`),
                  onError: () => toast.error('Could not remove from wishlist. Please try again.'),
                })
              }
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function WishlistPage() {
  return (
    <RequireSignIn>
      {() => (
        <PageContainer>
          <BackToAccount />
          <PageHeading>My Wishlist</PageHeading>
          <Wishlist />
        </PageContainer>
      )}
    </RequireSignIn>
  );
}
