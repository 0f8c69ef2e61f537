import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Label } from '../../../ui/Label';
import { Textarea } from '../../../ui/Textarea';
import { useAutosave } from '../hooks/useAutosave';
import type { usePostActions } from '../hooks/usePostActions';
import { joinPostText, parseHashtags, splitPostText } from '../post-text';
import { CharacterCount } from './CharacterCount';

type Draft = { body: string; tags: string };
const sameText = (a: Draft, b: Draft) =>
  a.body.trimEnd() === b.body.trimEnd() &&
  parseHashtags(a.tags).join(' ') === parseHashtags(b.tags).join(' ');

/**
 * The post's text, edited in place: the body and the hashtags, autosaved after a pause (saving, saved, failed
 * with Retry), with the live count against the platform's limit.
 */
export function PostTextEditor({
  post,
  actions,
}: {
  post: GeneratedPost;
  actions: ReturnType<typeof usePostActions>;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const saved = splitPostText(post);
  const [draft, setDraft] = useState<Draft>(saved);
  // The stored text changed by something else than this editor's saves (a regeneration, a restore, Undo):
  // show it. The answer to one of our own saves leaves the draft alone (the user may have typed on).
  const serverText = `${post.content}\u0000${post.hashtags.join(' ')}`;
  const lastServerText = useRef(serverText);
  const sentTexts = useRef(new Set<string>());
  useEffect(() => {
    if (serverText === lastServerText.current) return;
    lastServerText.current = serverText;
    if (sentTexts.current.delete(serverText)) return;
    setDraft(splitPostText(post));
    // Only a change of the stored text resets the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverText]);

  const { state, retry } = useAutosave({
    value: draft,
    savedValue: saved,
    isEqual: sameText,
    isEnabled: true,
    save: (value) => {
      const hashtags = parseHashtags(value.tags);
      const content = joinPostText(value.body, hashtags);
      sentTexts.current.add(`${content}\u0000${hashtags.join(' ')}`);
      return actions.edit.mutateAsync({ content, hashtags });
    },
  });
  const content = joinPostText(draft.body, parseHashtags(draft.tags));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`}>{t('edit.content')}</Label>
        <Textarea
          id={`${id}-body`}
          value={draft.body}
          rows={6}
          aria-describedby={`${id}-count ${id}-state`}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-tags`}>{t('edit.hashtags')}</Label>
        <Input
          id={`${id}-tags`}
          value={draft.tags}
          aria-describedby={`${id}-tags-hint`}
          onChange={(event) => setDraft({ ...draft, tags: event.target.value })}
        />
        <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
          {t('edit.hashtagsHint')}
        </p>
      </div>
      <CharacterCount id={`${id}-count`} text={content} platform={post.platform} />
      <div className="flex flex-wrap items-center gap-2">
        <p id={`${id}-state`} role="status" className="flex min-h-8 items-center gap-1.5 text-xs">
          {state === 'saving' && (
            <>
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-muted-foreground" />
              <span className="text-muted-foreground">{t('edit.saving')}</span>
            </>
          )}
          {state === 'saved' && (
            <>
              <Check aria-hidden="true" className="size-3.5 text-success" />
              <span className="text-muted-foreground">{t('edit.saved')}</span>
            </>
          )}
          {state === 'failed' && (
            <>
              <CircleAlert aria-hidden="true" className="size-3.5 text-destructive" />
              <span className="text-destructive">{t('edit.saveFailed')}</span>
            </>
          )}
        </p>
        {state === 'failed' && (
          <Button variant="outline" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
