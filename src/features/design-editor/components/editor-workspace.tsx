// The design editor at work on one draft: toolbar, canvas, and the panels (add, layers,
// properties, print check) — beside the canvas on desktops, in tabs under it on tablets.
import { useLingui } from '@lingui/react/macro'
import { Box, Center, Loader, ScrollArea, Stack, Tabs, Title } from '@mantine/core'
import { useElementSize, useMediaQuery } from '@mantine/hooks'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { blockingIssues, type PreflightIssue, preflightDesign } from '../../../contract/design-preflight'
import { type ImageElement, sideLabel, type TextElement } from '../../../contract/designs'
import type { ProductRow, ProductSide } from '../../../contract/goods'
import type { DesignDraftRecord } from '../../../db/design-drafts'
import type { AccountDb } from '../../../db/schema'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifyMistake, notifySuccess } from '../../../lib/notify'
import { useLiveQuery } from '../../../lib/use-live-query'
import { colorsOf, useFontOptions, useFonts, useModelTitle, useSides, useSpecs } from '../../../lookups/api/catalogue'
import { useLoadedFonts } from '../api/fonts'
import { useMaterialImages, useSidePhoto } from '../api/material-images'
import { queueDesignSave } from '../api/save-design'
import { inkFor } from '../model/ink-colour'
import { useEditor } from '../model/use-editor'
import { AddPanel, type MaterialPickerRender } from './add-panel'
import { CreateGoodsModal } from './create-goods-modal'
import { DesignCanvas, fitZoom } from './design-canvas'
import { EditorToolbar, type SaveState } from './editor-toolbar'
import { useIssueText } from './issue-text'
import { LayersPanel } from './layers-panel'
import { ModelChooser } from './model-chooser'
import { PreflightList } from './preflight-list'
import { PropertiesPanel } from './properties-panel'
import { useEditorShortcuts } from './use-shortcuts'

/** '正面 Front' in the user's language. */
export const sideName = sideLabel

export function EditorWorkspace({
  db,
  draft,
  onNewModel,
  renderPicker,
}: {
  db: AccountDb
  draft: DesignDraftRecord
  onNewModel: (model: ProductRow) => void
  renderPicker: MaterialPickerRender
}) {
  const { t, i18n } = useLingui()
  const editor = useEditor(db, draft)
  const { doc } = editor
  const desktop = useMediaQuery('(min-width: 75em)', true)
  const sides = useSides(doc.productId)
  const specs = useSpecs(doc.productId)
  const model = useModelTitle(doc.productId)
  const fonts = useFonts()
  const side: ProductSide | undefined = sides.data?.find((one) => one.id === editor.sideId) ?? sides.data?.[0]
  const { ref: canvasBox, width, height } = useElementSize()
  const [zoom, setZoom] = useState(doc.zoom)
  const [fitted, setFitted] = useState<string | null>(null)
  const [pickerOpened, setPickerOpened] = useState(false)
  const [modelOpened, setModelOpened] = useState(false)
  const [goodsOpened, setGoodsOpened] = useState(false)
  const [saving, setSaving] = useState(false)
  const [queued, setQueued] = useState(false)
  const [names, setNames] = useState<Record<string, string>>({})
  const issueText = useIssueText()

  // Fit the side to the canvas when it first shows (and when the side changes).
  useEffect(() => {
    if (!side || width < 50 || height < 50 || fitted === side.id) return
    setZoom(fitZoom(side, width, height))
    setFitted(side.id)
  }, [side, width, height, fitted])

  const allElements = doc.sides.flatMap((one) => one.elements)
  const images = useMaterialImages(
    allElements
      .filter((element): element is ImageElement => element.kind === 'image')
      .map((element) => element.materialId),
  )
  const fontIds = allElements
    .filter((element): element is TextElement => element.kind === 'text')
    .map((element) => element.fontId)
  const { missing: missingGlyphs } = useLoadedFonts([null, ...fontIds])

  const areas = useMemo(() => new Map((sides.data ?? []).map((one) => [one.id, one])), [sides.data])
  const issues = useMemo(
    () => (areas.size ? preflightDesign(doc.sides, areas, missingGlyphs) : []),
    [doc.sides, areas, missingGlyphs],
  )
  const sideIssues = issues.filter((issue) => issue.sideId === side?.id)
  const photo = useSidePhoto(side?.id, doc.color)

  const stored = useLiveQuery(() => db.designDrafts.get(draft.key), [db, draft.key])
  const saved = stored?.saved ?? null
  const unsaved = !saved || (stored?.savedFrom ?? 0) < editor.updatedAt
  const saveState: SaveState = saving
    ? 'saving'
    : queued
      ? 'queued'
      : saved && !unsaved
        ? 'saved'
        : saved || allElements.length
          ? 'unsaved'
          : 'idle'

  const save = useCallback(async () => {
    const blocking = blockingIssues(issues)
    if (blocking[0]) {
      notifyMistake(issueText.sentence(blocking[0]))
      return
    }
    if (!doc.name.trim()) {
      notifyMistake(t`Give the design a name first.`)
      return
    }
    setSaving(true)
    try {
      const { settled } = await queueDesignSave(
        db,
        draft.key,
        { ...doc, name: doc.name.trim(), zoom },
        editor.updatedAt,
      )
      const outcome = await settled
      setQueued(outcome === 'queued')
      if (outcome === 'done') notifySuccess(t`Design saved with its print files and mockups.`)
    } catch (error) {
      notifyFailure(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }, [issues, issueText, doc, db, draft.key, zoom, editor.updatedAt, t])
  useEditorShortcuts(editor, () => void save())

  useEffect(() => {
    if (saved && queued && stored && stored.savedFrom >= editor.updatedAt) setQueued(false)
  }, [saved, queued, stored, editor.updatedAt])

  const fontOptions = useFontOptions(fonts.data?.data)
  const labelOfSide = (one: ProductSide) => sideName(one.name, i18n.locale)
  const imageName = (id: string) => names[id] ?? t`Image`
  const pickIssue = (issue: PreflightIssue) => {
    if (issue.sideId !== editor.sideId) editor.setSideId(issue.sideId)
    if (issue.elementId) editor.select(issue.elementId)
  }

  if (!side)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    )

  const panels = {
    add: (
      <AddPanel
        editor={editor}
        area={side}
        fonts={fonts.data?.data ?? []}
        ink={inkFor(doc.color)}
        label={t`Your text`}
        pickerOpened={pickerOpened}
        setPickerOpened={setPickerOpened}
        renderPicker={(props) =>
          renderPicker({
            ...props,
            onPick: (material) => {
              setNames((current) => ({ ...current, [material.id]: material.name }))
              props.onPick(material)
            },
          })
        }
      />
    ),
    layers: <LayersPanel editor={editor} imageName={imageName} />,
    properties: <PropertiesPanel editor={editor} area={side} fonts={fontOptions} />,
    check: <PreflightList issues={issues} sideName={(id) => labelOfSide(areas.get(id) ?? side)} onPick={pickIssue} />,
  }
  const checkLabel = issues.length ? t`Print check (${issues.length})` : t`Print check`

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <EditorToolbar
        name={doc.name}
        onName={(name) => editor.apply((current) => ({ ...current, name }), 'name')}
        modelTitle={model.data?.title ?? ''}
        onModel={() => setModelOpened(true)}
        colors={colorsOf(specs.data)}
        color={doc.color}
        onColor={(color) => editor.apply((current) => ({ ...current, color }))}
        sides={sides.data ?? []}
        sideId={side.id}
        sideLabel={labelOfSide}
        onSide={editor.setSideId}
        zoom={zoom}
        onZoom={setZoom}
        onFit={() => setZoom(fitZoom(side, width, height))}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        saveState={saveState}
        savedVersion={saved?.currentVersion ?? null}
        onSave={() => void save()}
        canCreateGoods={Boolean(saved) && !unsaved && !saving}
        onCreateGoods={() => setGoodsOpened(true)}
      />
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: desktop ? 'row' : 'column' }}>
        {desktop && (
          <ScrollArea w={270} p="sm" style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap="md">
              {panels.add}
              <Title order={6}>{t`Layers`}</Title>
              {panels.layers}
            </Stack>
          </ScrollArea>
        )}
        <Box
          ref={canvasBox}
          style={{ flex: 1, minHeight: 0, minWidth: 0, position: 'relative' }}
          data-testid="design-canvas"
        >
          {width > 0 && height > 0 && (
            <DesignCanvas
              width={width}
              height={height}
              side={side}
              photo={photo}
              elements={editor.elements}
              images={images}
              selectedId={editor.selectedId}
              zoom={zoom}
              issues={sideIssues}
              issueLabel={issueText.label}
              onSelect={editor.select}
              onChange={editor.patch}
              onZoom={setZoom}
            />
          )}
        </Box>
        {desktop ? (
          <ScrollArea w={310} p="sm" style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap="md">
              <Title order={6}>{t`Properties`}</Title>
              {panels.properties}
              <Title order={6}>{checkLabel}</Title>
              {panels.check}
            </Stack>
          </ScrollArea>
        ) : (
          <Tabs
            defaultValue="add"
            h="38dvh"
            style={{
              display: 'flex',
              flexDirection: 'column',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="add">{t`Add`}</Tabs.Tab>
              <Tabs.Tab value="layers">{t`Layers`}</Tabs.Tab>
              <Tabs.Tab value="properties">{t`Properties`}</Tabs.Tab>
              <Tabs.Tab value="check" color={blockingIssues(issues).length ? 'red' : undefined}>
                {checkLabel}
              </Tabs.Tab>
            </Tabs.List>
            {(['add', 'layers', 'properties', 'check'] as const).map((key) => (
              <Tabs.Panel key={key} value={key} style={{ flex: 1, minHeight: 0 }}>
                <ScrollArea h="100%" p="sm">
                  {panels[key]}
                </ScrollArea>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Box>
      <ModelChooser
        opened={modelOpened}
        onClose={() => setModelOpened(false)}
        onChoose={(row) => {
          setModelOpened(false)
          onNewModel(row)
        }}
      />
      {saved && goodsOpened && (
        <CreateGoodsModal opened onClose={() => setGoodsOpened(false)} design={saved} defaultTitle={doc.name} />
      )}
    </Box>
  )
}
