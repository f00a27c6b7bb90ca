// One goods' SEO title on one channel, editable in place: the length against the channel's limit
// and any forbidden word are shown as the seller types (the same check the server makes on save).
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { checkTitle } from '../../../contract/channel-text-check'
import type { TitleRow } from '../../../contract/seo-titles'
import { ApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useSaveTitle } from '../api/titles'

export function TitleEditor({ row }: { row: TitleRow }) {
  const { t } = useLingui()
  const save = useSaveTitle()
  const [value, setValue] = useState(row.title ?? '')
  const [key, setKey] = useState(() => crypto.randomUUID())
  useEffect(() => setValue(row.title ?? ''), [row.title])
  const check = checkTitle(value, row.channel)
  const dirty = value !== (row.title ?? '')
  const problem = check.tooLong
    ? t`${check.length - check.max} characters over the limit`
    : check.forbidden.length > 0
      ? t`Forbidden on this channel: ${check.forbidden.join(', ')}`
      : save.isError
        ? save.error instanceof ApiError && save.error.status === 412
          ? t`Changed meanwhile by someone else; the list now shows their title`
          : errorMessage(save.error)
        : undefined
  const submit = () => {
    if (!dirty || !check.ok) return
    save.mutate(
      { goodsId: row.id, channel: row.channel, title: value.trim(), version: row.version ?? undefined, key },
      {
        onSuccess: () => {
          notifySuccess(t`Title saved`)
          setKey(crypto.randomUUID())
        },
      },
    )
  }
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          flex={1}
          size="xs"
          aria-label={t`SEO title of ${row.goodsNo}`}
          placeholder={t`No SEO title yet — the goods title is used`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && submit()}
          error={problem}
        />
        <Tooltip label={t`Save title`}>
          <ActionIcon
            variant="light"
            aria-label={t`Save title of ${row.goodsNo}`}
            onClick={submit}
            disabled={!dirty || !check.ok}
            loading={save.isPending}
          >
            <IconCheck size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c={check.tooLong ? 'red' : 'dimmed'} data-testid={`title-length-${row.goodsNo}`}>
        {check.length} / {check.max}
        {row.title && !dirty ? ` · ${row.manual ? t`typed by hand` : t`from pattern`}` : ''}
      </Text>
    </Stack>
  )
}
