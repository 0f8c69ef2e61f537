import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBrandPackImageContract,
  brandPackFilesSchema,
  deleteBrandFontContract,
  listBrandPackFilesContract,
  listBrandPackOverlaysContract,
  removeBrandPackImageContract,
  uploadBrandFontContract,
  type BrandPackFiles,
} from '../../../../shared/contracts/brand-pack-files';
import type { BrandFontRole } from '../../../../shared/domain/brand-packs';
import { buildUrl, callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { uploadFile } from '../../../api/upload';

/** A pack's fonts, backgrounds and overlays. */
export function useBrandPackFiles(brandPackId: string) {
  return useQuery({
    queryKey: queryKeys.brandPackFiles(brandPackId),
    queryFn: ({ signal }) => callApi(listBrandPackFilesContract, { params: { brandPackId }, signal }),
  });
}

/** After a change: the pack's files are the answer; the packs reload (an upload may name a font family). */
function useStoreFiles(brandPackId: string) {
  const queryClient = useQueryClient();
  return (files: BrandPackFiles) => {
    queryClient.setQueryData(queryKeys.brandPackFiles(brandPackId), files);
    return queryClient.invalidateQueries({ queryKey: queryKeys.brandPacks, exact: true });
  };
}

/** Every pack's overlays (the active pack's first), for the image editor's overlay picker. */
export function useBrandPackOverlays() {
  return useQuery({
    queryKey: queryKeys.brandPackOverlays,
    queryFn: ({ signal }) => callApi(listBrandPackOverlaysContract, { signal }),
  });
}

/** Uploads a font file as the pack's primary or secondary font. */
export function useUploadBrandFont(brandPackId: string) {
  const storeFiles = useStoreFiles(brandPackId);
  return useMutation({
    mutationFn: async ({ role, file }: { role: BrandFontRole; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const url = buildUrl(uploadBrandFontContract.path, { brandPackId, role });
      return brandPackFilesSchema.parse(await uploadFile(url, form));
    },
    onSuccess: storeFiles,
  });
}

/** Removes the pack's font of a role. */
export function useRemoveBrandFont(brandPackId: string) {
  const storeFiles = useStoreFiles(brandPackId);
  return useMutation({
    mutationFn: (role: BrandFontRole) => callApi(deleteBrandFontContract, { params: { brandPackId, role } }),
    onSuccess: storeFiles,
  });
}

/** Adds a library image to the pack as a background or an overlay. */
export function useAddBrandPackImage(brandPackId: string) {
  const storeFiles = useStoreFiles(brandPackId);
  return useMutation({
    mutationFn: (body: { kind: 'background' | 'overlay'; assetId: string }) =>
      callApi(addBrandPackImageContract, { params: { brandPackId }, body }),
    onSuccess: storeFiles,
  });
}

/** Removes a background or an overlay from the pack (the image stays in the library). */
export function useRemoveBrandPackImage(brandPackId: string) {
  const storeFiles = useStoreFiles(brandPackId);
  return useMutation({
    mutationFn: (fileId: string) =>
      callApi(removeBrandPackImageContract, { params: { brandPackId, fileId } }),
    onSuccess: storeFiles,
  });
}
