// Camera QR scanning through the browser's BarcodeDetector (Chromium on Android, ChromeOS, macOS);
// where it is missing the camera button is not offered and the scan box takes typed input only.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Modal, Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector

export const hasBarcodeDetector = () => typeof detectorClass() === 'function'

export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const Detector = detectorClass()
    if (!Detector) return
    const detector = new Detector({ formats: ['qr_code'] })
    let stream: MediaStream | null = null
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = async () => {
      if (stopped || !video.current) return
      try {
        const [found] = await detector.detect(video.current)
        if (found?.rawValue) {
          onCode(found.rawValue)
          return
        }
      } catch {
        // A frame that is not ready yet: look again.
      }
      timer = setTimeout(look, 250)
    }
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then((media) => {
        stream = media
        if (stopped || !video.current) return
        video.current.srcObject = media
        void video.current.play().then(look)
      })
      .catch(() => setFailed(true))
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [onCode])
  return (
    <Modal opened onClose={onClose} title={t`Scan a job ticket`} size="lg">
      <Stack>
        {failed ? (
          <Alert color="red">
            <Trans>The camera could not be opened. Type the job number instead.</Trans>
          </Alert>
        ) : (
          <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        )}
        <Button size="lg" variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </Modal>
  )
}
