// /dis/mi/: the text editor (issue 17 item 5). The seller styles a text (font, size, colours,
// outline, spacing, alignment, arc), sees it drawn by the server with the real font, and keeps
// it in the materials library as a PNG at print size plus its SVG; the design editor's picker
// then offers it like any picture. A text kept earlier opens again from "Your texts" (saving makes
// a new material: designs that use the old one stay as they were).
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { MaterialRow } from '../../../contract/materials'
import { DEFAULT_TEXT_STYLE, TEXT_MAX_LINES, type TextStyle } from '../../../contract/text-materials'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useFontOptions, useFonts } from '../../../lookups/api/catalogue'
import { fetchTextMaterial, useRecentTexts, useSaveText, useTextPreview } from '../api'
import { TextPreviewBox } from './text-preview'
import { TextStyleForm } from './text-style-form'

const nameFrom = (text: string) => text.trim().split('\n')[0]!.trim().slice(0, 120)

export function TextEditorScreen({ renderThumb }: { renderThumb: (id: string, name: string) => ReactNode }) {
  const { t } = useLingui()
  const wide = useMediaQuery('(min-width: 62em)')
  const [style, setStyle] = useState<TextStyle>(DEFAULT_TEXT_STYLE)
  const [name, setName] = useState('')
  const [saved, setSaved] = useState<MaterialRow | null>(null)
  const [debounced] = useDebouncedValue(style, 250)
  const drawable = debounced.text.trim().length > 0 && debounced.text.split('\n').length <= TEXT_MAX_LINES
  const preview = useTextPreview(debounced, drawable)
  const offline = useIsOffline(preview)
  const fonts = useFonts()
  const fontOptions = useFontOptions(fonts.data?.data)
  const recent = useRecentTexts()
  const save = useSaveText()
  const effectiveName = name.trim() || nameFrom(style.text)

  const change = (next: Partial<TextStyle>) => {
    setStyle((current) => ({ ...current, ...next }))
    setSaved(null)
  }
  const open = async (id: string) => {
    try {
      const detail = await fetchTextMaterial(id)
      setStyle(detail.style)
      setName(detail.name)
      setSaved(null)
    } catch (error) {
      notifyFailure(errorMessage(error))
    }
  }
  const submit = async () => {
    try {
      const material = await save.mutateAsync({ name: effectiveName, style })
      setSaved(material)
      notifySuccess(t`“${material.name}” is in your materials library.`)
    } catch (error) {
      notifyFailure(errorMessage(error))
    }
  }

  const previewError = preview.error && !offline ? errorMessage(preview.error) : null
  const form = <TextStyleForm style={style} fonts={fontOptions} onChange={change} />
  const previewBox = (
    <TextPreviewBox preview={preview.data} loading={preview.isFetching} error={previewError} offline={offline} />
  )
  const recentList = (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        <Trans>Your texts</Trans>
      </Text>
      {recent.data?.length ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="xs" wrap="nowrap">
            {recent.data.map((item) => (
              <UnstyledButton
                key={item.id}
                onClick={() => void open(item.id)}
                aria-label={t`Open “${item.name}”`}
                w={96}
                style={{ flex: 'none' }}
              >
                <Box
                  p={4}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
                  bg="gray.0"
                >
                  {renderThumb(item.id, item.name)}
                </Box>
                <Text size="xs" truncate>
                  {item.name}
                </Text>
              </UnstyledButton>
            ))}
          </Group>
        </ScrollArea>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Texts you save appear here, to open and change again.</Trans>
        </Text>
      )}
    </Stack>
  )

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        gap="sm"
        p="sm"
        wrap="wrap"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={3}>
          <Trans>Text editor</Trans>
        </Title>
        <Group gap="xs" wrap="nowrap" style={{ flex: wide ? 'none' : '1 1 100%' }}>
          <TextInput
            aria-label={t`Material name`}
            placeholder={nameFrom(style.text) || t`Material name`}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
            w={wide ? 260 : undefined}
          />
          <Button
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!effectiveName || !drawable || offline}
          >
            <Trans>Save to materials</Trans>
          </Button>
        </Group>
      </Group>
      {saved ? (
        <Alert color="teal" m="sm" mb={0} withCloseButton onClose={() => setSaved(null)} title={t`Saved`}>
          <Text size="sm">
            <Trans>
              “{saved.name}” is in My materials ({saved.width}×{saved.height} px, 300 DPI). In the design editor, add it
              with “Add image from library”.
            </Trans>
          </Text>
          <Anchor href="/dis/pcdiy/" target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <Trans>Open the design editor</Trans>
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Alert>
      ) : null}
      {wide ? (
        <Box style={{ flex: 1, display: 'flex', minHeight: 0 }}>
          <Stack p="md" gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Box style={{ flex: 1, minHeight: 320 }}>{previewBox}</Box>
            {recentList}
          </Stack>
          <ScrollArea w={380} p="md" style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
            {form}
          </ScrollArea>
        </Box>
      ) : (
        <Stack p="sm" gap="md">
          <Box h={240}>{previewBox}</Box>
          <SimpleGrid cols={1}>{form}</SimpleGrid>
          {recentList}
        </Stack>
      )}
    </Box>
  )
}
