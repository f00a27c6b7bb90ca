// /account/settings/base: the profile — avatar (JPG or PNG up to 500K), name, and what the
// account is (username, phone, role); change password sits here too (SPEC.md §5).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Avatar, Button, Card, FileButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/constants'
import type { Profile } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useProfile, useUpdateProfile, useUploadAvatar } from '../api/settings-calls'

export function BaseSettings({ passwordAction, bindingLink }: { passwordAction: ReactNode; bindingLink: ReactNode }) {
  const profile = useProfile()
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>
  if (!profile.data) return <Loader size="sm" />
  return (
    <Stack gap="md" maw={640}>
      <AvatarCard profile={profile.data} />
      <ProfileForm key={profile.data.version} profile={profile.data} />
      <Card withBorder>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            <Trans>Username</Trans>
          </Text>
          <Text>{profile.data.username}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            <Trans>Phone</Trans>
          </Text>
          <Group gap="sm">
            <Text>{profile.data.phone || '—'}</Text>
            {bindingLink}
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            <Trans>Role</Trans>
          </Text>
          <Text>{profile.data.roleName}</Text>
          <Group mt="sm">{passwordAction}</Group>
        </Stack>
      </Card>
    </Stack>
  )
}

function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const upload = useUploadAvatar()
  const [problem, setProblem] = useState<string | null>(null)
  const pick = (file: File | null) => {
    if (!file) return
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type))
      return setProblem(t`Only JPG or PNG files may be uploaded`)
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t`File size cannot exceed 500K`)
    setProblem(null)
    const body = new FormData()
    body.append('file', file)
    upload.mutate(body, {
      onSuccess: () => notifySuccess(t`Avatar updated`),
      onError: (error) => setProblem(errorMessage(error)),
    })
  }
  const name = profile.name || profile.username
  return (
    <Card withBorder>
      <Group gap="lg" wrap="wrap">
        <Avatar src={profile.avatar || null} alt={name} size={88} radius="xl" color="brand">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <FileButton onChange={pick} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending} variant="light">
                <Trans>Change avatar</Trans>
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            <Trans>JPG or PNG, up to 500K</Trans>
          </Text>
          {problem ? (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  )
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const update = useUpdateProfile()
  const form = useForm({
    initialValues: { name: profile.name },
    validate: (values) => ({ name: values.name.trim() ? undefined : t`Enter your name` }),
  })
  const submit = form.onSubmit((values) =>
    update.mutate(
      { name: values.name.trim(), version: profile.version },
      { onSuccess: () => notifySuccess(t`Profile saved`), onError: (error) => notifyFailure(errorMessage(error)) },
    ),
  )
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t`Name`} required maxLength={64} {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
