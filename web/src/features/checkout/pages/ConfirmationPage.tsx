import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { formatAmount } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { confirmationHeading, type ConfirmationData } from '../confirmation-data';
import { cartLines, OrderLines } from '../../cart';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** /checkout/confirmation: needs the order in navigation state, else back to / (spec section 2). */
export default function ConfirmationPage() {
  const order = (useLocation().state as { orderData?: ConfirmationData } | null)?.orderData;
  if (!order) return <Navigate to="/" replace />;
  const status = order.payment?.status ?? 'processing';
  const heading = confirmationHeading(status);
  const Icon = status === 'failed' ? XCircle : status === 'completed' ? CheckCircle2 : Clock;

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <div className="mb-2 flex justify-center">
          <Icon
            aria-hidden="true"
            className={`h-14 w-14 ${status === 'failed' ? 'text-red-600' : 'text-green-600'}`}
          />
        </div>
        <div className="text-center">
          <PageHeading subtitle={`Thank you for your order. A receipt is on its way to ${order.email}.`}>
            {heading}
          </PageHeading>
        </div>
        <div className="space-y-6">
          <Card title="Order Details">
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-gray-600">Order Number</dt>
                <dd className="font-semibold" data-testid="order-number">
                  {order.order_number}
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">Total</dt>
                <dd className="font-semibold">{formatAmount(order.total)}</dd>
              </div>
              <div>
                <dt className="text-gray-600">Payment Method</dt>
                <dd>{order.paymentMethod}</dd>
              </div>
              <div>
                <dt className="text-gray-600">Shipping Method</dt>
                <dd>{order.shippingMethod}</dd>
              </div>
            </dl>
          </Card>
          <Card title="Shipping Information">
            <address className="text-sm not-italic text-gray-800">
              {order.firstName} {order.lastName}
              <br />
              {order.address}
              <br />
              {order.city}, {order.state} {order.zipCode}
              <br />
              {order.country}
              <br />
              {order.email} · {order.phone}
            </address>
          </Card>
          <Card title="Order Items">
            <OrderLines lines={cartLines(order.cart)} />
          </Card>
          {order.notes && (
            <Card title="Order Notes">
              <p className="text-sm whitespace-pre-line text-gray-800">{order.notes}</p>
            </Card>
          )}
          <Card title="What's Next?">
            <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
              <li>We will e-mail you when your order ships, with its tracking number.</li>
              <li>Your order will be processed within 1-2 business days.</li>
              <li>Delivery takes 3-5 business days after your order ships.</li>
              <li>You can track your order in your order history.</li>
            </ul>
          </Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/account/orders" className={buttonClass('primary')}>
              View Order History
            </Link>
            <Link to="/products" className={buttonClass('secondary')}>
              Continue Shopping
            </Link>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
