// AI content: pick a goods, a channel and a language; the server's writer streams the title,
// bullet points, description and search terms onto the screen; the seller reviews and applies
// them (or discards them). Each goods keeps its history of drafts.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { PageHeader } from '../../../components/list-page/page-header'
import type { AiContentRow } from '../../../contract/ai-content'
import { CHANNEL_TEXT_RULES } from '../../../contract/channel-text-rules'
import type { Channel } from '../../../contract/dictionaries'
import type { TextLanguage } from '../../../contract/seo-common'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { type AiSearch, aiChannelOf, aiGoodsRequest } from '../ai-search'
import { aiKeys, streamGenerate, useAiHistory, useAiProvider } from '../api/ai'
import { useTitles } from '../api/titles'
import { useSeoOptions } from '../use-channel-options'
import { AiBatchPanel } from './ai-batch-panel'
import { AiProviderCard } from './ai-provider-card'
import { AiReviewForm } from './ai-review-form'

export interface AiContentScreenProps {
  search: AiSearch
  onChange: (change: Partial<AiSearch>) => void
  locale: string
  can: { add: boolean; edit: boolean }
}

export function AiContentScreen({ search, onChange, locale, can }: AiContentScreenProps) {
  const { t } = useLingui()
  const options = useSeoOptions()
  const client = useQueryClient()
  const provider = useAiProvider()
  const channel = aiChannelOf(search)
  const market = CHANNEL_TEXT_RULES[channel].marketLanguage
  const language: TextLanguage = search.language ?? (market === 'zh' ? 'zh' : market)
  // The route's loader prefetches this same request (routes/_app/seo/ai/content.tsx).
  const goods = useTitles(aiGoodsRequest(search))
  const history = useAiHistory(search.goodsId)
  const [streamed, setStreamed] = useState('')
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [draft, setDraft] = useState<AiContentRow | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  // Another goods was chosen: what was shown belonged to the previous one (reset during render).
  const [shownFor, setShownFor] = useState(search.goodsId)
  if (shownFor !== search.goodsId) {
    setShownFor(search.goodsId)
    setDraft(null)
    setStreamed('')
    setFailure(null)
  }
  const chosen = goods.data?.data.find((row) => row.id === search.goodsId)
  const languageChoices = [...new Set<TextLanguage>(['zh', 'en', market])].map((value) => ({
    value,
    label: options.languageLabel(value),
  }))

  const run = async () => {
    if (!search.goodsId) return
    const controller = new AbortController()
    abort.current = controller
    setRunning(true)
    setStreamed('')
    setFailure(null)
    setDraft(null)
    try {
      const last = await streamGenerate(
        { goodsId: search.goodsId, channel, language },
        crypto.randomUUID(),
        (event) => {
          if (event.type === 'delta') setStreamed((text) => text + event.text)
          if (event.type === 'done') setDraft(event.content)
          if (event.type === 'error') setFailure(event.msg)
        },
        controller.signal,
      )
      if (last.type !== 'done' && last.type !== 'error') setFailure(t`The answer ended early; nothing was saved`)
    } catch (error) {
      if (!controller.signal.aborted) setFailure(errorMessage(error))
    } finally {
      setRunning(false)
      void client.invalidateQueries({ queryKey: aiKeys.all })
    }
  }

  return (
    <Stack gap="md">
      <PageHeader title={t`AI content`} />
      <AiProviderCard info={provider.data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <KeywordSearch
                value={search.find}
                placeholder={t`Goods no. or title`}
                onApply={(find) => onChange({ find })}
              />
              {can.add && (
                <AiBatchPanel
                  goodsIds={(goods.data?.data ?? []).map((row) => row.id)}
                  channel={channel}
                  language={language}
                />
              )}
              <ScrollArea.Autosize mah={420}>
                <Stack gap={4}>
                  {(goods.data?.data ?? []).map((row) => (
                    <UnstyledButton
                      key={row.id}
                      onClick={() => onChange({ goodsId: row.id })}
                      p={6}
                      style={{
                        borderRadius: 4,
                        background: row.id === search.goodsId ? 'var(--mantine-primary-color-light)' : undefined,
                      }}
                    >
                      <Text size="sm" fw={600}>
                        {row.goodsNo}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {row.goodsTitle}
                      </Text>
                    </UnstyledButton>
                  ))}
                  {goods.data?.data.length === 0 && (
                    <Text size="sm" c="dimmed">
                      <Trans>No goods match</Trans>
                    </Text>
                  )}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {chosen ? `${chosen.goodsNo} · ${chosen.goodsTitle}` : t`Choose a goods on the left`}
                </Text>
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <Select
                    label={t`Channel`}
                    w={{ base: '100%', xs: 170 }}
                    data={options.channels}
                    value={channel}
                    allowDeselect={false}
                    onChange={(v) => v && onChange({ channel: v as Channel, language: undefined })}
                  />
                  <Select
                    label={t`Language`}
                    w={{ base: '100%', xs: 140 }}
                    data={languageChoices}
                    value={language}
                    allowDeselect={false}
                    onChange={(v) => v && onChange({ language: v as TextLanguage })}
                  />
                  {can.add && (
                    <Button onClick={() => void run()} loading={running} disabled={!search.goodsId}>
                      <Trans>Write content</Trans>
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
            {(running || streamed) && (
              <Paper withBorder p="sm" radius="sm">
                <Group gap="xs" mb={6}>
                  <Title order={6}>{t`Writing`}</Title>
                  {running && <Badge variant="dot">{t`streaming…`}</Badge>}
                </Group>
                <Code block data-testid="ai-stream" style={{ whiteSpace: 'pre-wrap' }}>
                  {streamed}
                </Code>
              </Paper>
            )}
            {failure && (
              <Alert color="red" title={t`Nothing was saved`}>
                {failure}
              </Alert>
            )}
            {draft && (
              <Card withBorder>
                <AiReviewForm draft={draft} canEdit={can.edit} onChanged={setDraft} />
              </Card>
            )}
            {search.goodsId && (history.data?.data.length ?? 0) > 0 && (
              <Paper withBorder p="sm" radius="sm">
                <Title order={6} mb={6}>
                  {t`History of this goods`}
                </Title>
                <Stack gap={4}>
                  {history.data?.data.map((row) => (
                    <UnstyledButton key={row.id} onClick={() => setDraft(row)}>
                      <Group gap="xs" wrap="nowrap">
                        <Badge
                          size="xs"
                          variant="light"
                          color={row.status === 'applied' ? 'green' : row.status === 'discarded' ? 'gray' : 'orange'}
                        >
                          {row.status === 'applied' ? t`Applied` : row.status === 'discarded' ? t`Discarded` : t`Draft`}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(row.createdAt, locale)} · {options.channelLabel(row.channel)} ·{' '}
                          {options.languageLabel(row.language)}
                        </Text>
                        <Text size="xs" lineClamp={1}>
                          {row.texts.title}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
