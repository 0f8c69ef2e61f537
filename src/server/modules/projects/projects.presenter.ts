import type { Project, ProjectAccess } from '../../../shared/contracts/projects';
import { assetThumbnailUrl, assetUrl } from '../media/media.presenter';
import type { ProjectListing } from './projects.store';

/** Maps a project with its card data and the caller's rights to the API shape. */
export function presentProject(listing: ProjectListing, access: ProjectAccess): Project {
  const { project, cover } = listing;
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    color: project.color,
    contentType: project.contentType,
    outputFormats: project.outputFormats,
    collaborators: project.collaborators,
    permissions: { canEdit: project.canEdit, canShare: project.canShare, canDelete: project.canDelete },
    createdAt: project.createdAt.toISOString(),
    modifiedAt: project.modifiedAt.toISOString(),
    createdBy: listing.creatorName,
    assetCount: listing.assetCount,
    coverUrl: cover
      ? cover.type === 'image'
        ? assetUrl(cover.assetId)
        : assetThumbnailUrl(cover.assetId)
      : null,
    access,
  };
}
