// /dis/mi/: the text editor (issue 17 item 5), with the materials library's thumbnails.
import { MaterialThumb } from '../../features/materials/components/material-thumb'
import { TextEditorScreen } from '../../features/text-editor/components/text-editor-screen'

export default function TextEditorPage() {
  return <TextEditorScreen renderThumb={(id, name) => <MaterialThumb id={id} name={name} height={64} />} />
}
