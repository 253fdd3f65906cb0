import { endpoints } from './endpoint.ts';

/** Tax (issue 27 item 3, decision 052): the store's rates, whether prices include tax, exempt customers. */
// prettier-ignore
export const taxEndpoints = endpoints('tax', {
  rates: ['GET /api/manage/tax/rates/', { 200: 'TaxRateList' }],
  createRate: ['POST /api/manage/tax/rates/', { body: 'TaxRateInput', 201: 'TaxRate' }],
  updateRate: ['PUT /api/manage/tax/rates/:id/', { params: 'IdParams', body: 'TaxRateInput', 200: 'TaxRate' }],
  deleteRate: ['DELETE /api/manage/tax/rates/:id/', { params: 'IdParams', 204: 'NoContent' }],
  settings: ['GET /api/manage/tax/settings/', { 200: 'TaxSettings' }],
  saveSettings: ['PUT /api/manage/tax/settings/', { body: 'TaxSettings', 200: 'TaxSettings' }],
  exemption: ['GET /api/manage/tax/customers/:userId/', { params: 'UserIdParam', 200: 'TaxExemption' }],
  saveExemption: ['PUT /api/manage/tax/customers/:userId/', { params: 'UserIdParam', body: 'TaxExemption', 200: 'TaxExemption' }],
});
