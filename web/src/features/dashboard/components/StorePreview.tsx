import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import { toCents } from '@storefront/contract/money';
import { freeShippingBanner } from '@storefront/contract/shipping-rules';

/** How the header and a product card look with the settings in the form, before saving. */
export function StorePreview({ settings }: { settings: StoreSettings }) {
  return (
    <figure
      aria-label="Live preview"
      className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <figcaption className="border-b border-gray-200 px-4 py-2 text-sm font-medium text-gray-700">
        Live preview
      </figcaption>
      {settings.app_type === 'ecommerce' && /^\d+(\.\d{1,2})?$/.test(settings.free_shipping_over ?? '') && (
        <div className="px-4 py-3 text-sm text-white" style={{ backgroundColor: settings.secondary }}>
          {freeShippingBanner(toCents(settings.free_shipping_over!))}
        </div>
      )}
      <div className="flex items-center gap-3 border-b border-gray-100 px-4 py-3">
        {settings.logo_url ? (
          <img src={settings.logo_url} alt="" className="h-8 w-8 rounded object-contain" />
        ) : (
          <span
            className="flex h-8 w-8 items-center justify-center rounded font-bold text-white"
            style={{ backgroundColor: settings.primary }}
            aria-hidden="true"
          >
            {settings.name.charAt(0) || '?'}
          </span>
        )}
        <span className="font-semibold text-gray-900">{settings.name || 'Store name'}</span>
        <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
          {settings.app_type}
        </span>
      </div>
      <div className="grid gap-3 p-4 sm:grid-cols-2">
        <div className="rounded-lg border border-gray-200 p-3">
          <div className="mb-2 h-16 rounded" style={{ backgroundColor: `${settings.secondary}33` }} />
          <p className="text-sm font-medium text-gray-900">Sample product</p>
          <p className="text-sm font-semibold" style={{ color: settings.primary }}>
            $19.99
          </p>
          <span
            className="mt-2 inline-block rounded-lg px-3 py-1.5 text-xs font-medium text-white"
            style={{ backgroundColor: settings.primary }}
          >
            Add to Cart
          </span>
        </div>
        <div className="text-xs text-gray-700">
          <p className="font-semibold text-gray-900">{settings.client_details.business_name}</p>
          <p>{settings.client_details.description}</p>
          <p>{settings.client_details.email}</p>
          <p>{settings.client_details.phone}</p>
          <p>{settings.client_details.address}</p>
        </div>
      </div>
    </figure>
  );
}
