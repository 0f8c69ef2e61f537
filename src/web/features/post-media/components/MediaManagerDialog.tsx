import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { DialogContent } from '../../../ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { FoldersTab, ScrapedTab, SettingsTab } from './SimpleTabs';
import { GeneratePanel } from './GeneratePanel';
import { LibraryPanel } from './LibraryPanel';
import { PreviewTab } from './PreviewTab';
import { ReelsEditor } from './ReelsEditor';
import { UploadPanel } from './UploadPanel';

const libraryTab = 'library';
const tabs = [
  'preview',
  'reels',
  'scraped',
  'uploaded',
  'regenerate',
  'upload',
  'settings',
  'folders',
] as const;

/**
 * The Media Management modal (spec 1, Review and Export): Preview, Reels Editor, Scraped Images, Uploaded
 * Content (AI Generate, Upload, Library), Regenerate, Upload, Settings, Folders. Radix Dialog: focus stays
 * inside, Escape closes, focus returns to the card's button.
 */
export function MediaManagerDialog({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  return (
    <DialogContent title={t('title')} description={t('description')} className="sm:max-w-3xl">
      <Tabs defaultValue={tabs[0]}>
        <TabsList aria-label={t('tabs.label')} className="flex-wrap self-stretch sm:self-start">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="preview">
          <PreviewTab post={post} />
        </TabsContent>
        <TabsContent value="reels">
          <ReelsEditor post={post} />
        </TabsContent>
        <TabsContent value="scraped">
          <ScrapedTab post={post} />
        </TabsContent>
        <TabsContent value="uploaded">
          <Tabs defaultValue={libraryTab}>
            <TabsList aria-label={t('uploadedTabs.label')}>
              <TabsTrigger value="generate">{t('uploadedTabs.generate')}</TabsTrigger>
              <TabsTrigger value="upload">{t('uploadedTabs.upload')}</TabsTrigger>
              <TabsTrigger value="library">{t('uploadedTabs.library')}</TabsTrigger>
            </TabsList>
            <TabsContent value="generate">
              <GeneratePanel post={post} />
            </TabsContent>
            <TabsContent value="upload">
              <UploadPanel post={post} />
            </TabsContent>
            <TabsContent value="library">
              <LibraryPanel post={post} />
            </TabsContent>
          </Tabs>
        </TabsContent>
        <TabsContent value="regenerate">
          <GeneratePanel post={post} />
        </TabsContent>
        <TabsContent value="upload">
          <UploadPanel post={post} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab post={post} />
        </TabsContent>
        <TabsContent value="folders">
          <FoldersTab />
        </TabsContent>
      </Tabs>
    </DialogContent>
  );
}
