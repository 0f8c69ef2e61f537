import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Input, Label, Textarea } from '../../../../ui';
import { ProjectSelect } from '../projects/ProjectSelect';

/** Adds a tag: trimmed; empties and duplicates (case-insensitive) are ignored (spec 2 §5). */
export function addTag(tags: string[], text: string): string[] {
  const tag = text.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

/** The Basic tab's values. */
export interface BasicFields {
  title: string;
  description: string;
  tags: string[];
  /** A project id, or ProjectSelect's `noProject`. */
  projectId: string;
}

/** The Basic tab: title, description, tags (added on Enter) and project. */
export function BasicTab({
  fields,
  onChange,
}: {
  fields: BasicFields;
  onChange: (fields: BasicFields) => void;
}) {
  const { t } = useTranslation(['library', 'projects']);
  const [tagText, setTagText] = useState('');
  const handleTagKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChange({ ...fields, tags: addTag(fields.tags, tagText) });
    setTagText('');
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="editor-title">{t('editor.title')}</Label>
        <Input
          id="editor-title"
          value={fields.title}
          maxLength={255}
          onChange={(event) => onChange({ ...fields, title: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="editor-description">{t('editor.description')}</Label>
        <Textarea
          id="editor-description"
          value={fields.description}
          maxLength={2000}
          onChange={(event) => onChange({ ...fields, description: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="editor-tags">{t('editor.tags')}</Label>
        <Input
          id="editor-tags"
          value={tagText}
          placeholder={t('editor.tagsPlaceholder')}
          onChange={(event) => setTagText(event.target.value)}
          onKeyDown={handleTagKey}
        />
        <ul className="flex flex-wrap gap-1" aria-label={t('editor.tags')}>
          {fields.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1">
                {tag}
                <button
                  type="button"
                  aria-label={t('editor.removeTag', { tag })}
                  onClick={() => onChange({ ...fields, tags: fields.tags.filter((value) => value !== tag) })}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <ProjectSelect
        value={fields.projectId}
        onValueChange={(projectId) => onChange({ ...fields, projectId })}
        noneLabel={t('projects:field.none')}
        onlyEditable
      />
    </div>
  );
}
