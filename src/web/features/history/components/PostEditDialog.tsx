import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/Toaster';
import { useEditPost } from '../hooks/useEditPost';

/** Hashtags typed as one line ('#a #b, c') → ['#a', '#b', '#c']. */
function parseHashtags(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => (tag.startsWith('#') ? tag : `#${tag}`));
}

/** The edit modal of a draft or scheduled post: title, content and hashtags. Its heading is cut at 50. */
export function PostEditDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('history');
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const [hashtags, setHashtags] = useState(post.hashtags.join(' '));
  const edit = useEditPost();
  const canSave = title.trim() !== '' && content.trim() !== '' && !edit.isPending;

  const save = () =>
    edit.mutate(
      { postId: post.id, changes: { title, content, hashtags: parseHashtags(hashtags) } },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('edit.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
        description={t('edit.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={!canSave} isLoading={edit.isPending} onClick={save}>
              {t('edit.save')}
            </Button>
          </>
        }
      >
        <Field label={t('edit.postTitle')} isRequired>
          {(control) => (
            <Input {...control} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
          )}
        </Field>
        <Field label={t('edit.content')} isRequired>
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('edit.hashtags')} hint={t('edit.hashtagsHint')}>
          {(control) => (
            <Input
              {...control}
              value={hashtags}
              onChange={(event) => setHashtags(event.currentTarget.value)}
            />
          )}
        </Field>
      </DialogContent>
    </Dialog>
  );
}
