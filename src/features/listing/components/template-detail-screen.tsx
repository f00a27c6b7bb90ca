// /platform/{channel}?id=new|<id>: the template detail page — reads the template, then its form.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Loader, Stack } from '@mantine/core'
import { PageHeader } from '../../../components/list-page/page-header'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { Channel } from '../../../contract/dictionaries'
import type { ListingTemplateRow } from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { useMirrorTemplate } from '../api/offline-listing'
import { useChannelTemplate } from '../api/templates'
import { TemplateForm } from './template-form'
import { TemplateSummary } from './template-summary'

export interface TemplateDetailScreenProps {
  channel: Channel
  channelName: string
  id: string | undefined
  onSaved: (saved: ListingTemplateRow) => void
  onBack: () => void
}

export function TemplateDetailScreen({ channel, channelName, id, onSaved, onBack }: TemplateDetailScreenProps) {
  const { t } = useLingui()
  const isNew = !id || id === 'new'
  const read = useChannelTemplate(isNew ? undefined : id)
  // No answer from the server: the template as the device last saw it, read-only.
  const offline = useIsOffline(read)
  const mirrored = useMirrorTemplate(isNew ? undefined : id, offline)
  let body = null
  if (offline && mirrored)
    body = (
      <>
        <Alert color="orange" data-testid="offline-notice">
          <Trans>Offline: this template as saved on this device. Editing needs the connection.</Trans>
        </Alert>
        <TemplateSummary template={mirrored} />
      </>
    )
  else if (offline && mirrored === null && !read.data)
    body = <Alert color="orange">{t`Offline: this template is not saved on this device.`}</Alert>
  else if (isNew) body = <TemplateForm channel={channel} template={null} onSaved={onSaved} onCancel={onBack} />
  else if (read.isPending) body = <Loader />
  else if (read.isError) body = <Alert color="red">{errorMessage(read.error)}</Alert>
  else
    body = (
      <TemplateForm key={read.data.id} channel={channel} template={read.data} onSaved={onSaved} onCancel={onBack} />
    )
  return (
    <Stack gap="md">
      <PageHeader title={isNew ? t`New ${channelName} template` : t`${channelName} template`} />
      {body}
    </Stack>
  )
}
