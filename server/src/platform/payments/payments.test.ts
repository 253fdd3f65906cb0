import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cashOnDelivery,
  isUnexpired,
  passesLuhn,
  paypalPlaceholder,
  PaymentRefused,
  TEST_CARDS,
  testCardGateway,
} from './index.ts';

describe('the test card gateway', () => {
  const july2026 = () => new Date('2026-07-15T12:00:00Z');
  const gateway = testCardGateway(july2026);
  const card = (number: string, expiry = '12/30', cvc = '123') => ({
    amountCents: 1000,
    currency: 'USD' as const,
    reference: 'ORD-1',
    card: { number, expiry, cvc, cardholderName: 'Casey Shopper' },
  });

  it('checks numbers with Luhn', () => {
    expect(passesLuhn(TEST_CARDS.visa)).toBe(true);
    expect(passesLuhn(TEST_CARDS.declined)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand(TEST_CARDS.visa)).toBe('Visa');
    expect(cardBrand(TEST_CARDS.mastercard)).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('accepts this month and later, MM/YY or MM/YYYY', () => {
    expect(isUnexpired('07/26', july2026())).toBe(true);
    expect(isUnexpired('06/26', july2026())).toBe(false);
    expect(isUnexpired('01/2027', july2026())).toBe(true);
    expect(isUnexpired('13/27', july2026())).toBe(false);
  });

  it('approves a good card and keeps only brand and last 4', async () => {
    const result = await gateway.charge(card('4242 4242 4242 4242'));
    expect(result).toMatchObject({ status: 'completed', cardBrand: 'Visa', cardLast4: '4242' });
    expect(JSON.stringify(result)).not.toContain('424242424242');
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('declines the documented decline numbers', async () => {
    await expect(gateway.charge(card(TEST_CARDS.declined))).rejects.toMatchObject({
      kind: 'declined',
      message: 'Your card was declined. Please use a different card.',
    });
    await expect(gateway.charge(card(TEST_CARDS.insufficientFunds))).rejects.toBeInstanceOf(PaymentRefused);
  });

  it('points at each invalid field', async () => {
    await expect(gateway.charge(card('4242424242424241', '01/20', '12'))).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        'card.number': 'Please enter a valid card number',
        'card.expiry': 'Please enter a valid expiry date (MM/YY) that has not passed',
        'card.cvc': 'Please enter the 3 or 4 digit CVC',
      },
    });
  });

  it('leaves cash pending and PayPal processing', async () => {
    const request = { amountCents: 1, currency: 'USD' as const, reference: 'x' };
    expect((await cashOnDelivery.charge(request)).status).toBe('pending');
    expect((await paypalPlaceholder.charge(request)).status).toBe('processing');
  });
});
