import { z } from 'zod';
import { BUY_CONDITIONS } from './buylist.ts';
import { idParam, text } from './common.ts';
import { REFUND_METHODS, RefundSchema } from './orders-refunds.ts';

/** A return's life (decision 058): asked, then approved or rejected; received; refunded. Or cancelled. */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Returns still open: their units count against what may be asked again. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned',
  nothing: 'Choose at least one line to return',
  line: 'This order has no such line',
  tooMany: 'More than is left to return of this line',
  reason: 'Tell us why you are returning it',
  received: 'More than was asked to return of this line',
  nothingReceived: 'Receive at least one unit, or reject the return',
  photoClosed: 'Photos can be added only until the store receives the return',
  tooManyPhotos: 'At most 3 photos per return',
} as const;

/** How many photos a customer may add to one return. */
export const RETURN_PHOTOS_MAX = 3;

/** A return takes photos until the store receives it. */
export const photosOpen = (status: string): boolean => status === 'requested' || status === 'approved';
/** Where a return's photo is served: to its customer and the store's staff only. */
export const returnPhotoPath = (orderId: number, returnId: number, photoId: number) =>
  `/api/orders/${orderId}/returns/${returnId}/photos/${photoId}.webp`;

const units = z
  .number({ error: 'Whole units only' })
  .int('Whole units only')
  .min(1, 'At least 1')
  .max(100_000);

/** POST /api/orders/:id/returns/: the lines and units a customer sends back, and why. */
export const ReturnRequestSchema = z.object({
  lines: z
    .array(z.object({ order_item_id: z.number().int().min(1), quantity: units }))
    .min(1, RETURN_MESSAGES.nothing)
    .max(500),
  reason: text({ error: RETURN_MESSAGES.reason })
    .trim()
    .min(1, RETURN_MESSAGES.reason)
    .max(500, 'At most 500 characters'),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

/** POST /api/manage/returns/:id/reject/: why (shown and e-mailed to the customer). */
export const ReturnRejectSchema = z.object({
  note: text({ error: 'Say why' }).trim().min(1, 'Say why').max(500, 'At most 500 characters'),
});

/**
 * POST /api/manage/returns/:id/receive/: per line the units that arrived, the condition they arrived in (the
 * sold one when left out) and whether they go back in stock; then where the refund goes.
 */
export const ReturnReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        return_item_id: z.number().int().min(1),
        quantity: z.number({ error: 'Whole units only' }).int('Whole units only').min(0).max(100_000),
        condition: z.enum(BUY_CONDITIONS, { error: 'Choose a condition' }).nullable().default(null),
        restock: z.boolean().default(true),
      }),
    )
    .min(1, RETURN_MESSAGES.nothingReceived)
    .max(500),
  method: z.enum(REFUND_METHODS, { error: 'Choose where the refund goes' }),
});
export type ReturnReceive = z.input<typeof ReturnReceiveSchema>;
export type ReturnReceived = z.output<typeof ReturnReceiveSchema>;

export const ReturnParamsSchema = z.object({ id: idParam() });
export const ReturnListQuerySchema = z.object({ status: z.enum(RETURN_STATUSES).optional() });

export const ReturnLineSchema = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  name: z.string(),
  /** The condition it was sold in (a card's variant), null for a product without conditions. */
  sold_condition: z.enum(BUY_CONDITIONS).nullable(),
  quantity: z.number().int(),
  received_quantity: z.number().int().nullable(),
  received_condition: z.enum(BUY_CONDITIONS).nullable(),
  restocked: z.boolean(),
});

export const ReturnSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  /** Staff's note when rejected. */
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(ReturnLineSchema),
  /** The refund that followed receipt, once made. */
  refund: RefundSchema.nullable(),
  /** The customer's e-mail (staff view only, else empty). */
  customer_email: z.string(),
  /** Addresses of the photos the customer added (oldest first), served to them and to staff only. */
  photos: z.array(z.string()),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnListSchema = z.object({ results: z.array(ReturnSchema) });
export type ReturnList = z.infer<typeof ReturnListSchema>;
export const OrderReturnParamsSchema = z.object({ id: idParam(), returnId: idParam() });
