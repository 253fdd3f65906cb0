import { useRef, type FormEvent } from 'react';
import { photosOpen, RETURN_PHOTOS_MAX, type Return } from '@storefront/contract/orders-returns';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { useAddReturnPhoto } from '../returns-queries';
import { ReturnPhotoInput } from './ReturnPhotoInput';

/** Until the store receives a return, its customer may add photos to it (up to the limit). */
export function AddReturnPhoto({ ret }: { ret: Return }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddReturnPhoto(ret.order_id);
  if (!photosOpen(ret.status) || ret.photos.length >= RETURN_PHOTOS_MAX) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    const added = await add.mutateAsync({ returnId: ret.id, file }).catch(() => null);
    if (added && input.current) input.current.value = '';
  };
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => void submit(e)}
      aria-label={`Add a photo to return ${ret.id}`}
    >
      {add.isError && <FormAlert kind="error">{errorOf(add.error).message}</FormAlert>}
      <ReturnPhotoInput id={`return-${ret.id}-photo`} label="Add a photo" ref={input} />
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        {add.isPending ? 'Uploading...' : 'Add photo'}
      </Button>
    </form>
  );
}
