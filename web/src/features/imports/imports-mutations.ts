import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportStart } from '@storefront/contract/imports';
import { importsEndpoints } from '@storefront/contract/imports.endpoints';
import { call } from '../../lib/api';
import { importJobQuery } from './imports-queries';

export function useUploadImport(kind: ImportKind) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call(importsEndpoints.upload, { query: { kind }, body });
    },
  });
}

export function useStartImport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportStart) => call(importsEndpoints.start, { params: { id }, body }),
    onSuccess: (job) => client.setQueryData(importJobQuery(id).queryKey, job),
  });
}

export function useCancelImport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(importsEndpoints.cancel, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: importJobQuery(id).queryKey }),
  });
}
