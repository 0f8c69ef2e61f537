import { join } from 'node:path';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { Mailer } from './integrations/email/mailer';
import type { MediaStorage } from './integrations/storage/storage';
import type { AccountsStore } from './modules/accounts/accounts.store';
import { createBrandPackExport } from './modules/brand-packs/brand-packs.export';
import { createBrandPackFilesService } from './modules/brand-packs/brand-pack-files.service';
import { createBrandPackFilesStore } from './modules/brand-packs/brand-pack-files.store';
import { createBrandPacksService } from './modules/brand-packs/brand-packs.service';
import { createBrandPacksStore } from './modules/brand-packs/brand-packs.store';
import { createInvitationIssuer } from './modules/instance/instance.invitations';
import { createAssetEditService } from './modules/library/asset-edit.service';
import { createLibraryExport } from './modules/library/library-export.service';
import { createLibraryService } from './modules/library/library.service';
import { createLibraryStore } from './modules/library/library.store';
import type { EditProgressNotice } from './modules/live/live.events';
import type { MediaService } from './modules/media/media.service';
import type { MediaStore } from './modules/media/media.store';
import { createProjectInvitationsService } from './modules/projects/projects.invitations';
import { createProjectsService } from './modules/projects/projects.service';
import { createProjectsStore } from './modules/projects/projects.store';

/**
 * The library in the container: its files and their edits and exports, projects (with their collaborators'
 * invitations) and brand packs (with their fonts, backgrounds and overlays, and the export zip). The workspace's
 * active brand pack shapes generation (`brandStyleOf`: offline cards' palette, fonts and logo, the writer's voice).
 */
export function createLibraryWiring(deps: {
  config: Pick<Config, 'FFMPEG_PATH' | 'EDIT_FONT_PATH'>;
  db: Database;
  storage: MediaStorage;
  media: MediaService;
  mediaStore: MediaStore;
  accountsStore: AccountsStore;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  /** The container's temporary folder; edits and exports work in folders of their own below it. */
  workDir: string;
  /** Tells the editing user's browsers how far a video edit has got (the live stream's assetEditProgress). */
  announceEditProgress: (notice: Omit<EditProgressNotice, 'type'>) => Promise<void>;
}) {
  const { config, db, storage, media, mediaStore, accountsStore, mailer, publicUrl, clock, workDir } = deps;
  const library = createLibraryService({ store: createLibraryStore(db), mediaStore, storage });
  const assetEdits = createAssetEditService({
    mediaStore,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    fontPath: config.EDIT_FONT_PATH,
    workDir: join(workDir, 'edits'),
    announceProgress: deps.announceEditProgress,
  });
  const projectsStore = createProjectsStore(db);
  const projects = createProjectsService({ store: projectsStore });
  const projectInvitations = createProjectInvitationsService({
    store: projectsStore,
    accounts: accountsStore,
    issuer: createInvitationIssuer({ store: accountsStore, publicUrl, clock }),
    mailer,
    projects,
    clock,
  });
  const brandPacksStore = createBrandPacksStore(db);
  const brandPackFilesStore = createBrandPackFilesStore(db);
  const brandPacks = createBrandPacksService({
    store: brandPacksStore,
    files: brandPackFilesStore,
    storage,
  });
  const brandPackFiles = createBrandPackFilesService({
    files: brandPackFilesStore,
    packs: brandPacksStore,
    storage,
  });
  const brandPackExport = createBrandPackExport({
    store: brandPacksStore,
    files: brandPackFilesStore,
    storage,
  });
  const brandStyleOf = (workspaceId: string) => brandPacks.findStyle(workspaceId);
  // Exports of library files: sharp for images, ffmpeg (media-tools runner) for videos.
  const libraryExport = createLibraryExport({
    library,
    storage,
    findLogo: (workspaceId, packId) => brandPacks.findLogo(workspaceId, packId),
    ffmpegPath: config.FFMPEG_PATH,
    workDir: join(workDir, 'exports'),
  });
  return {
    library,
    assetEdits,
    projects,
    projectInvitations,
    brandPacks,
    brandPackFiles,
    brandPackExport,
    brandStyleOf,
    libraryExport,
  };
}
