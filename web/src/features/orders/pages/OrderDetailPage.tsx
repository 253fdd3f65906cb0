import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderAddress } from '@storefront/contract/orders';
import { shippingLabel, shippingRowLabel } from '@storefront/contract/shipping-rules';
import { discountRowLabel } from '@storefront/contract/promotion-rules';
import { taxRowLabel } from '@storefront/contract/tax-rules';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { formatAmount, toCents } from '../../../lib/money';
import { AddToCartButton, OrderLines, OrderTotals } from '../../cart';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { OrderReturns } from '../components/OrderReturns';
import { RefundList } from '../components/RefundList';
import { ShipmentInfo } from '../components/ShipmentInfo';
import { StatusBadge } from '../components/StatusBadge';
import { orderDate } from '../order-status';
import { paymentRows } from '../payment-rows';
import { orderQuery } from '../orders-queries';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** An address's lines, the empty ones left out (a pickup order may have no street or city). */
const Address = ({ a }: { a: OrderAddress }) => (
  <address className="text-sm not-italic text-gray-800">
    {[a.name, a.address, [a.city && `${a.city},`, a.state, a.zip_code].filter(Boolean).join(' '), a.country]
      .filter(Boolean)
      .map((line, n) => (
        <span key={n} className="block">
          {line}
        </span>
      ))}
  </address>
);

/** /account/orders/{id}: one of the shopper's orders in full, with 'Buy Again' per item. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const {
    data: order,
    isPending,
    isError,
  } = useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
  useBreadcrumbLabel(
    `/account/orders/${useParams().id ?? ''}`,
    order ? `Order ${order.order_number}` : undefined,
  );
  const back = (
    <Link
      to="/account/orders"
      className="mb-4 inline-flex items-center gap-1 text-sm text-gray-700 hover:text-primary"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Order History
    </Link>
  );

  if (isPending && !isError)
    return (
      <PageContainer>
        {back}
        <PageHeading>Order Details</PageHeading>
        <p role="status">Loading order...</p>
      </PageContainer>
    );
  if (!order)
    return (
      <PageContainer>
        {back}
        <PageHeading>Order not found</PageHeading>
        <p>This order does not exist or belongs to another account.</p>
      </PageContainer>
    );

  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        {back}
        <PageHeading title={`Order ${order.order_number}`} subtitle={`Placed on ${orderDate(order)}`}>
          Order {order.order_number} <StatusBadge status={order.status} />
        </PageHeading>
        {order.shipment && (
          <div className="mb-6">
            <Card title="Shipment">
              <ShipmentInfo shipment={order.shipment} />
            </Card>
          </div>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          {order.pickup ? (
            <Card title="Pickup">
              <p className="text-sm text-gray-800">
                {order.shipping_method_name}: collected at the store by {order.shipping_address.name}.
              </p>
            </Card>
          ) : (
            <Card title="Shipping Address">
              <Address a={order.shipping_address} />
            </Card>
          )}
          <Card title="Billing Address">
            <Address a={order.billing_address} />
          </Card>
          <Card title="Payment">
            <ul className="space-y-1 text-sm text-gray-800" aria-label="Payments">
              {paymentRows(order.payments).map((p, i) => (
                <li key={i} className="flex justify-between gap-4">
                  <span>
                    {p.label}
                    {order.payments[i]?.method === 'card' &&
                      order.card_last4 &&
                      ` · ${order.card_brand} ending in ${order.card_last4}`}
                  </span>
                  <span>{p.value}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-gray-600">Payment status: {order.payment_status}</p>
          </Card>
          {order.refunds.length > 0 && (
            <Card title={`Refunded ${formatAmount(order.refunded)}`}>
              <RefundList refunds={order.refunds} />
            </Card>
          )}
          <Card title="Contact">
            <p className="text-sm text-gray-800">{order.customer_email}</p>
            <p className="text-sm text-gray-800">{order.customer_phone}</p>
          </Card>
        </div>
        <div className="mt-6 space-y-6">
          <Card title="Items">
            <OrderLines
              lines={order.items.map((item) => ({
                id: item.id,
                product: item.product.name,
                variant: item.variant_name,
                quantity: item.quantity,
                unitPrice: item.price,
                lineTotal: item.line_total,
                discount: item.discount,
                action: item.product.id !== null && (
                  <AddToCartButton
                    productId={item.product.id}
                    variantId={item.variant_id ?? undefined}
                    productName={item.product.name}
                    label="Buy Again"
                  />
                ),
              }))}
            />
            <OrderTotals
              className="mt-4 border-t border-gray-200 pt-4"
              rows={[
                { label: 'Subtotal', value: formatAmount(order.subtotal) },
                ...(toCents(order.discount)
                  ? [
                      {
                        label: discountRowLabel(order.discount_code),
                        value: `−${formatAmount(order.discount)}`,
                      },
                    ]
                  : []),
                {
                  label: shippingRowLabel(order),
                  value: shippingLabel(toCents(order.shipping_cost)),
                },
                ...(toCents(order.tax_total)
                  ? [{ label: taxRowLabel(order.tax_included), value: formatAmount(order.tax_total) }]
                  : []),
              ]}
              total={formatAmount(order.total)}
              paidBy={paymentRows(order.payments)}
            />
          </Card>
          <OrderReturns order={order} />
          {order.order_notes && (
            <Card title="Order Notes">
              <p className="text-sm whitespace-pre-line">{order.order_notes}</p>
            </Card>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
