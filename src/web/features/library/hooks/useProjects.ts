import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contracts/contract';
import {
  addProjectAssetsContract,
  createProjectContract,
  deleteProjectContract,
  getProjectContract,
  listProjectsContract,
  removeProjectAssetsContract,
  updateProjectContract,
} from '../../../../shared/contracts/projects';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The fields a New Project or Edit Project form sends. */
export type ProjectInput = BodyOf<typeof updateProjectContract>;

/** The workspace's projects, newest first; `search` filters by name or description. */
export function useProjects(search = '') {
  const text = search.trim();
  return useQuery({
    queryKey: queryKeys.projectList(text),
    queryFn: ({ signal }) => callApi(listProjectsContract, { query: text ? { search: text } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One project (its counts, cover and the caller's rights). */
export function useProject(projectId: string) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: ({ signal }) => callApi(getProjectContract, { params: { projectId }, signal }),
  });
}

/** Creates a project; the project lists reload. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput & { name: string }) => callApi(createProjectContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

/** Edits a project; the project lists reload. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, changes }: { projectId: string; changes: ProjectInput }) =>
      callApi(updateProjectContract, { params: { projectId }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

/** Deletes a project (its assets stay in the library); the library and the projects reload. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => callApi(deleteProjectContract, { params: { projectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}

/** Puts assets into a project (they leave any other); the library and the projects reload. */
export function useAddToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, assetIds }: { projectId: string; assetIds: string[] }) =>
      callApi(addProjectAssetsContract, { params: { projectId }, body: { assetIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}

/** Takes assets out of a project (they stay in the library); the library and the projects reload. */
export function useRemoveFromProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, assetIds }: { projectId: string; assetIds: string[] }) =>
      callApi(removeProjectAssetsContract, { params: { projectId }, body: { assetIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}
