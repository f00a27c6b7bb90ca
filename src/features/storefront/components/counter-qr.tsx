// The printable QR code of a counter: it opens the storefront attributed to that counter. The
// qrcode library loads only when a code is shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { CounterView } from '../../../contract/storefront'

export function CounterQr({ counter, onClose }: { counter: CounterView | null; onClose: () => void }) {
  const { t } = useLingui()
  const [src, setSrc] = useState<string | null>(null)
  const url = counter ? new URL(counter.storePath, window.location.origin).toString() : ''
  useEffect(() => {
    setSrc(null)
    if (!url) return
    let live = true
    void import('qrcode').then((qr) =>
      qr.toDataURL(url, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then((data) => live && setSrc(data)),
    )
    return () => {
      live = false
    }
  }, [url])

  const print = () => {
    const page = window.open('', '_blank', 'noopener=no')
    if (!page || !src || !counter) return
    page.document.title = counter.name
    const body = page.document.body
    body.style.cssText = 'font-family:system-ui,sans-serif;text-align:center;padding:24px'
    const title = page.document.createElement('h1')
    title.textContent = `${counter.shopName} · ${counter.name}`
    const image = page.document.createElement('img')
    image.src = src
    image.style.width = '320px'
    const caption = page.document.createElement('p')
    caption.textContent = t`Scan to shop`
    body.append(title, image, caption)
    image.onload = () => page.print()
  }

  return (
    <Modal opened={counter !== null} onClose={onClose} title={counter ? t`QR code of ${counter.name}` : ''} centered>
      <Stack align="center">
        {src ? (
          <Image src={src} alt={t`QR code opening the storefront for this counter`} w={240} h={240} />
        ) : (
          <Center h={240}>
            <Loader />
          </Center>
        )}
        <Text size="sm" c="dimmed" ta="center">
          <Trans>Shoppers who scan it open the storefront; their orders count as this counter's sales.</Trans>
        </Text>
        <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ wordBreak: 'break-all' }}>
          {url}
        </Anchor>
        <Group>
          <Button onClick={print} disabled={!src}>
            <Trans>Print</Trans>
          </Button>
          {src ? (
            <Button component="a" variant="light" href={src} download={`${counter?.name ?? 'counter'}-qr.png`}>
              <Trans>Download</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  )
}
