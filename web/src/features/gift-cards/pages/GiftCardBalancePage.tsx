import { useState, type FormEvent } from 'react';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../auth';
import { useGiftCardBalance, useRedeemGiftCard } from '../gift-cards-queries';
import { formatAmount } from '../../../lib/money';

/** /gift-cards/balance: anyone checks a card's balance by its code; a signed-in shopper may add it to store credit. */
export default function GiftCardBalancePage() {
  const [code, setCode] = useState('');
  const lookup = useGiftCardBalance();
  const redeem = useRedeemGiftCard();
  const { isAuthenticated } = useCurrentUser();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    redeem.reset();
    lookup.mutate(code);
  };
  const found = lookup.data;
  return (
    <PageContainer>
      <PageHeading>Gift card balance</PageHeading>
      <form
        onSubmit={submit}
        noValidate
        className="max-w-lg space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <TextField
          label="Gift card code"
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          error={lookup.isError ? errorOf(lookup.error).fields.code : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={lookup.isPending}>
          Check balance
        </Button>
      </form>
      <div className="mt-4 max-w-lg" aria-live="polite">
        {lookup.isError && !errorOf(lookup.error).fields.code && (
          <FormAlert kind="error">{errorOf(lookup.error).message}</FormAlert>
        )}
        {found && (
          <div
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
            data-testid="gift-card-balance"
          >
            <p className="text-gray-700">
              Gift card <span className="font-mono">{found.card}</span>
              {found.status === 'void' && ' is void.'}
            </p>
            <p className="mt-1 text-2xl font-semibold text-gray-900">{formatAmount(found.balance)}</p>
            {isAuthenticated &&
              found.status === 'active' &&
              Number(found.balance) > 0 &&
              !redeem.isSuccess && (
                <Button
                  variant="secondary"
                  className="mt-3"
                  disabled={redeem.isPending}
                  onClick={() => redeem.mutate(code)}
                >
                  Add to my store credit
                </Button>
              )}
            {redeem.isError && <FormAlert kind="error">{errorOf(redeem.error).message}</FormAlert>}
            {redeem.data && (
              <p className="mt-3 text-sm text-gray-800" role="status">
                {formatAmount(redeem.data.credited)} added to your store credit (balance{' '}
                {formatAmount(redeem.data.store_credit_balance)}).
              </p>
            )}
          </div>
        )}
      </div>
    </PageContainer>
  );
}
