import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileInputSchema,
  profileLimits,
  type Profile,
  type ProfileInput,
} from '../../../../../shared/contracts/settings';
import { platformIds, platforms, type PlatformId } from '../../../../../shared/domain/platforms';
import { ApiError } from '../../../../api/client';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Textarea,
} from '../../../../ui';
import { PlatformIcon } from '../../../generation/components/create/PlatformIcon';
import { useSaveProfile } from '../../hooks/useSaveProfile';
import { translateProfileMessage } from '../../profile-messages';
import { useSettingsSaveHandler } from '../SettingsSaveContext';
import { AvatarField } from './AvatarField';

/** The single-line and text fields with a length limit and a message under them. */
type FormField = 'displayName' | 'username' | 'bio' | 'interests' | 'website' | 'city';

/** The form path of a social handle. */
const socialField = (id: PlatformId) => `socialHandles.${id}` as const;

function toFormValues(profile: Profile): ProfileInput {
  return {
    displayName: profile.displayName,
    username: profile.username,
    bio: profile.bio,
    interests: profile.interests,
    website: profile.website,
    socialHandles: profile.socialHandles,
    city: profile.city,
  };
}

/**
 * The profile form (spec 1 Settings > Profile): image, display name, username (required: the spec's alert
 * and a Required badge; unique on the instance), bio with a 500-character counter, interests, website, the
 * six social handles, city, and the read-only e-mail. Saved by the Save Settings button; a failed save says
 * 'Failed to save settings. Please try again.'
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const save = useSaveProfile();
  const [alert, setAlert] = useState<string>();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;
  const [bio, username] = useWatch({ control: form.control, name: ['bio', 'username'] });
  const isUsernameMissing = username.trim() === '';

  useSettingsSaveHandler('profile', async () => {
    setAlert(undefined);
    let isSaved = false;
    await form.handleSubmit(
      async (values) => {
        try {
          const saved = await save.mutateAsync(values);
          form.reset(toFormValues(saved));
          isSaved = true;
        } catch (error) {
          const fieldMessage = error instanceof ApiError ? error.fields.username : undefined;
          if (fieldMessage) form.setError('username', { type: 'server', message: fieldMessage });
          else setAlert(t('profile.saveFailed'));
        }
      },
      (invalid) => {
        if (invalid.username?.type === 'too_small') setAlert(t('profile.errors.usernameRequired'));
      },
    )();
    return isSaved;
  });

  const message = (name: FormField) => translateProfileMessage(errors[name], profileLimits[name]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={t('profile.title')}
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-5"
        >
          {alert && (
            <p
              role="alert"
              className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium text-destructive"
            >
              {alert}
            </p>
          )}
          <AvatarField avatarUrl={profile.avatarUrl} name={profile.displayName || profile.email} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t('profile.fields.displayName')} error={message('displayName')}>
              {(control) => <Input {...control} {...form.register('displayName')} autoComplete="name" />}
            </Field>
            <Field
              label={
                <span className="inline-flex items-center gap-2">
                  {t('profile.fields.username')}
                  {isUsernameMissing && (
                    <Badge variant="destructive" className="-my-1 py-0 text-[11px] leading-4">
                      {t('profile.required')}
                    </Badge>
                  )}
                </span>
              }
              isRequired
              error={message('username')}
              hint={t('profile.hints.username')}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('username')}
                  autoComplete="username"
                  spellCheck={false}
                />
              )}
            </Field>
          </div>
          <Field
            label={t('profile.fields.bio')}
            error={message('bio')}
            hint={t('profile.bioCounter', { count: bio.length, max: profileLimits.bio })}
          >
            {(control) => (
              <Textarea {...control} {...form.register('bio')} rows={4} maxLength={profileLimits.bio} />
            )}
          </Field>
          <Field
            label={t('profile.fields.interests')}
            error={message('interests')}
            hint={t('profile.hints.interests')}
          >
            {(control) => <Input {...control} {...form.register('interests')} />}
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t('profile.fields.website')} error={message('website')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('website')}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('profile.fields.city')} error={message('city')}>
              {(control) => <Input {...control} {...form.register('city')} autoComplete="address-level2" />}
            </Field>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-medium">{t('profile.fields.social')}</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {platformIds.map((id) => (
                <Field
                  key={id}
                  label={
                    <span className="inline-flex items-center gap-2">
                      <PlatformIcon platformId={id} className="size-5 [&_svg]:size-3" />
                      {platforms[id].name}
                    </span>
                  }
                  error={translateProfileMessage(errors.socialHandles?.[id], profileLimits.socialHandle)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...form.register(socialField(id))}
                      spellCheck={false}
                      placeholder="@"
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          <Field label={t('profile.fields.email')} hint={t('profile.hints.email')}>
            {(control) => (
              <Input {...control} value={profile.email} readOnly className="bg-muted" type="email" />
            )}
          </Field>
        </form>
      </CardContent>
    </Card>
  );
}
