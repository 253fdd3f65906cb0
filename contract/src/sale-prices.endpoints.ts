import { endpoints } from './endpoint.ts';

/** Sale prices by rule (issue 28, decision 061): staff keep them, the scheduled step starts and ends them. */
// prettier-ignore
export const salePricesEndpoints = endpoints('sale prices', {
  sales: ['GET /api/manage/sales/', { 200: 'SaleRuleList' }],
  createSale: ['POST /api/manage/sales/', { body: 'SaleRuleInput', 201: 'SaleRule' }],
  preview: ['POST /api/manage/sales/preview/', { body: 'SaleRuleInput', 200: 'SalePreview' }],
  orderSales: ['PUT /api/manage/sales/order/', { body: 'RuleOrder', 200: 'SaleRuleList' }],
  startSale: ['POST /api/manage/sales/:id/start/', { params: 'IdParams', 200: 'SaleRule' }],
  endSale: ['POST /api/manage/sales/:id/end/', { params: 'IdParams', 200: 'SaleRule' }],
  deleteSale: ['DELETE /api/manage/sales/:id/', { params: 'IdParams', 204: 'NoContent' }],
});
