import type { Ref } from 'react';

/** The file picker for a return's photo, with its label; the caller reads the chosen file through `ref`. */
export function ReturnPhotoInput({
  id,
  label,
  ref,
}: {
  id: string;
  label: string;
  ref: Ref<HTMLInputElement>;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} ref={ref} type="file" accept="image/*" className="block text-sm text-gray-700" />
      <p className="text-xs text-gray-600">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
    </div>
  );
}
