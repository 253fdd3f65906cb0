import { endpoints } from './endpoint.ts';

/** Issue 28: discount codes and automatic buy-X-get-Y promotions (staff and admins; decision 060). */
// prettier-ignore
export const promotionsEndpoints = endpoints('promotions', {
  codes: ['GET /api/manage/discount-codes/', { 200: 'DiscountCodeList' }],
  createCode: ['POST /api/manage/discount-codes/', { body: 'DiscountCodeInput', 201: 'DiscountCode' }],
  updateCode: ['PUT /api/manage/discount-codes/:id/', { params: 'IdParams', body: 'DiscountCodeInput', 200: 'DiscountCode' }],
  promotions: ['GET /api/manage/promotions/', { 200: 'PromotionList' }],
  createPromotion: ['POST /api/manage/promotions/', { body: 'PromotionInput', 201: 'Promotion' }],
  updatePromotion: ['PUT /api/manage/promotions/:id/', { params: 'IdParams', body: 'PromotionInput', 200: 'Promotion' }],
  orderPromotions: ['PUT /api/manage/promotions/order/', { body: 'PromotionOrder', 200: 'PromotionList' }],
});
