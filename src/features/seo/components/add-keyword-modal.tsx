// Typing one keyword: language, channel and tags, with the channel's length limit shown as you type.
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { TextLanguage } from '../../../contract/seo-common'
import { type KeywordChannel, keywordLimit, keywordProblem } from '../../../contract/seo-keywords'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useCreateKeyword } from '../api/keywords'
import { useSeoOptions } from '../use-channel-options'

export function AddKeywordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const options = useSeoOptions()
  const create = useCreateKeyword()
  const [keyword, setKeyword] = useState('')
  const [language, setLanguage] = useState<TextLanguage>('en')
  const [channel, setChannel] = useState<KeywordChannel>('all')
  const [tags, setTags] = useState<string[]>([])
  const [key, setKey] = useState(() => crypto.randomUUID())
  const problem = keyword ? keywordProblem(keyword, channel) : null
  const message =
    problem === 'tooLong'
      ? t`At most ${keywordLimit(channel)} characters on this channel`
      : problem === 'forbidden'
        ? t`Holds a word this channel forbids`
        : undefined
  const submit = () =>
    create.mutate(
      { keyword, language, channel, tags, key },
      {
        onSuccess: () => {
          notifySuccess(t`Keyword added`)
          setKeyword('')
          setTags([])
          setKey(crypto.randomUUID())
          onClose()
        },
      },
    )
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add keyword`} centered>
      <Stack gap="sm">
        <TextInput
          label={t`Keyword`}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          error={message ?? (create.isError ? errorMessage(create.error) : undefined)}
          required
          data-autofocus
        />
        <Group grow>
          <Select
            label={t`Language`}
            data={options.languages}
            value={language}
            onChange={(v) => v && setLanguage(v as TextLanguage)}
            allowDeselect={false}
          />
          <Select
            label={t`Channel`}
            data={options.keywordChannels}
            value={channel}
            onChange={(v) => v && setChannel(v as KeywordChannel)}
            allowDeselect={false}
          />
        </Group>
        <TagsInput label={t`Tags`} value={tags} onChange={setTags} maxTags={10} />
        <Text size="xs" c="dimmed">
          {t`${Array.from(keyword).length} / ${keywordLimit(channel)} characters`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit} disabled={!keyword.trim() || problem != null} loading={create.isPending}>
            {t`Add`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
