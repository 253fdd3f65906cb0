import { collection, endpoints, readAndSave } from './endpoint.ts';

/** Tax (issue 27 item 3, decision 052): the store's rates, whether prices include tax, exempt customers. */
// prettier-ignore
export const taxEndpoints = endpoints('tax', {
  ...collection('rates', 'Rate', '/api/manage/tax/rates/', { list: 'TaxRateList', id: 'IdParams', input: 'TaxRateInput', item: 'TaxRate' }),
  ...readAndSave('settings', '/api/manage/tax/settings/', 'TaxSettings'),
  exemption: ['GET /api/manage/tax/customers/:userId/', { params: 'UserIdParam', 200: 'TaxExemption' }],
  saveExemption: ['PUT /api/manage/tax/customers/:userId/', { params: 'UserIdParam', body: 'TaxExemption', 200: 'TaxExemption' }],
});
