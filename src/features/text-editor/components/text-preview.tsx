// The drawing the server made with the real font (the same outlines the PNG and the print file
// get), on a checkerboard so white text and transparent parts show.
import { Trans } from '@lingui/react/macro'
import { Alert, Box, Center, Loader, Text } from '@mantine/core'
import type { TextPreview } from '../../../contract/text-materials'

const CHECKER =
  'repeating-conic-gradient(var(--mantine-color-gray-2) 0% 25%, var(--mantine-color-white) 0% 50%) 50% / 20px 20px'

export function TextPreviewBox({
  preview,
  loading,
  error,
  offline,
}: {
  preview: TextPreview | undefined
  loading: boolean
  error: string | null
  offline: boolean
}) {
  const src = preview ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}` : null
  return (
    <Box
      pos="relative"
      h="100%"
      mih={220}
      p="md"
      style={{ background: CHECKER, borderRadius: 'var(--mantine-radius-md)', display: 'flex' }}
      data-testid="text-preview"
    >
      {src ? (
        <img
          src={src}
          alt=""
          style={{
            margin: 'auto',
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            opacity: error ? 0.35 : 1,
          }}
        />
      ) : (
        <Center w="100%">{loading ? <Loader /> : null}</Center>
      )}
      {loading && src ? <Loader size="xs" pos="absolute" top={8} right={8} /> : null}
      {error || offline ? (
        <Alert
          pos="absolute"
          bottom={8}
          left={8}
          right={8}
          color={offline ? 'gray' : 'red'}
          variant="filled"
          role={offline ? 'status' : 'alert'}
        >
          {offline ? (
            <Text size="sm">
              <Trans>The preview is drawn on the server with your font: it needs a connection.</Trans>
            </Text>
          ) : (
            <Text size="sm">{error}</Text>
          )}
        </Alert>
      ) : null}
    </Box>
  )
}
