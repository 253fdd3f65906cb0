import { useState, type FormEvent } from 'react';
import type { ManageOrder } from '@storefront/contract/dashboard-manage';
import { CARRIER_IDS, CARRIERS, type Carrier } from '@storefront/contract/shipment';
import { HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import type { ShipmentInput } from '../manage-mutations';

interface Props {
  order: ManageOrder | null;
  busy: boolean;
  onClose: () => void;
  /** Sends the shipment; a refusal's message and fields come back to show. */
  onShip: (shipment: ShipmentInput) => Promise<void>;
}

/** Asks for the carrier and tracking number (optional for a pickup order), then marks the order shipped. */
export function ShipOrderModal({ order, busy, onClose, onShip }: Props) {
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [tracking, setTracking] = useState('');
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const pickup = order?.pickup ?? false;
  /** A field's error clears once it is edited. */
  const edited = (field: string) =>
    setFailure(
      (f) => f && { ...f, fields: Object.fromEntries(Object.entries(f.fields).filter(([k]) => k !== field)) },
    );
  const close = () => {
    setCarrier('');
    setTracking('');
    setFailure(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await onShip({
        ...(carrier && { carrier }),
        ...(tracking.trim() && { tracking_number: tracking.trim() }),
      });
      close();
    } catch (error) {
      setFailure(
        error instanceof HttpError
          ? { message: error.message, fields: error.body.fields ?? {} }
          : { message: 'Network error. Please try again.', fields: {} },
      );
    }
  };
  return (
    <Modal open={order !== null} onClose={close} title={`Ship order #${order?.order_number ?? ''}`}>
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <FormAlert kind="error">{failure.message}</FormAlert>}
        <p className="text-sm text-gray-700">
          {pickup
            ? 'This order is collected at the store: carrier and tracking number are optional.'
            : `Shipping method: ${order?.shipping_method_name ?? ''}. The customer gets an e-mail with the tracking link.`}
        </p>
        <SelectField
          label="Carrier"
          required={!pickup}
          value={carrier}
          error={failure?.fields.carrier}
          onChange={(e) => {
            setCarrier(e.target.value as Carrier | '');
            edited('carrier');
          }}
          options={[
            { value: '', label: 'Choose a carrier' },
            ...CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].name })),
          ]}
        />
        <TextField
          label="Tracking number"
          required={!pickup}
          value={tracking}
          maxLength={64}
          autoComplete="off"
          error={failure?.fields.tracking_number}
          onChange={(e) => {
            setTracking(e.target.value);
            edited('tracking_number');
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Confirm shipment
          </Button>
        </div>
      </form>
    </Modal>
  );
}
