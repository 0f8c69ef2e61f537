import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBrandPackContract,
  deleteBrandPackContract,
  listBrandPacksContract,
  setActiveBrandPackContract,
  updateBrandPackContract,
} from '../../../../shared/contracts/brand-packs';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The fields a New Brand Pack or Edit form sends. */
export type BrandPackInput = BodyOf<typeof updateBrandPackContract>;

/** The workspace's brand packs (the active one first). */
export function useBrandPacks() {
  return useQuery({
    queryKey: queryKeys.brandPacks,
    queryFn: ({ signal }) => callApi(listBrandPacksContract, { signal }),
  });
}

/** Creates a brand pack; the packs reload. */
export function useCreateBrandPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandPackInput & { name: string }) => callApi(createBrandPackContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.brandPacks }),
  });
}

/** Edits a brand pack; the packs reload. */
export function useUpdateBrandPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandPackId, changes }: { brandPackId: string; changes: BrandPackInput }) =>
      callApi(updateBrandPackContract, { params: { brandPackId }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.brandPacks }),
  });
}

/** Deletes a brand pack; the packs reload. */
export function useDeleteBrandPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brandPackId: string) => callApi(deleteBrandPackContract, { params: { brandPackId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.brandPacks }),
  });
}

/** Activates a pack (every other one is deactivated) or deactivates it; the packs reload. */
export function useSetActiveBrandPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandPackId, isActive }: { brandPackId: string; isActive: boolean }) =>
      callApi(setActiveBrandPackContract, { params: { brandPackId }, body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.brandPacks }),
  });
}
