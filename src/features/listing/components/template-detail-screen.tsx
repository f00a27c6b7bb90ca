// /platform/{channel}?id=new|<id>: the template detail page — reads the template, then its form.
import { useLingui } from '@lingui/react/macro'
import { Alert, Loader, Stack } from '@mantine/core'
import { PageHeader } from '../../../components/list-page/page-header'
import type { Channel } from '../../../contract/dictionaries'
import type { ListingTemplateRow } from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { useChannelTemplate } from '../api/templates'
import { TemplateForm } from './template-form'

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
  let body = null
  if (isNew) body = <TemplateForm channel={channel} template={null} onSaved={onSaved} onCancel={onBack} />
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
