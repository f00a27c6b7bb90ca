// Materials library: uploads, categories, fonts (issue 4 item 1; SPEC.md §5 and §9 wording).
import type { MessageCatalog } from './catalog'

export const MATERIAL_MESSAGES = {
  'what.material': { en: 'material', zh: '素材' },
  'what.materialCategory': { en: 'category', zh: '分类' },
  'what.font': { en: 'font', zh: '字体' },
  'what.materialFile': { en: 'file', zh: '文件' },
  'material.upload.onlyJpgPng': { en: 'Only JPG or PNG files may be uploaded', zh: '只能上传 JPG 或 PNG 格式的文件' },
  'material.upload.tooLarge': { en: 'File size cannot exceed 500K', zh: '文件大小不能超过 500K' },
  'material.upload.unreadable': {
    en: 'The picture could not be read; it may be damaged',
    zh: '无法读取该图片，文件可能已损坏',
  },
  'material.upload.noFiles': { en: 'Choose at least one file to upload', zh: '请至少选择一个要上传的文件' },
  'material.upload.saved': { en: 'Uploaded', zh: '上传成功' },
  'material.font.onlyFonts': {
    en: 'Only TTF, OTF, WOFF or WOFF2 font files may be uploaded',
    zh: '只能上传 TTF、OTF、WOFF 或 WOFF2 字体文件',
  },
  'material.font.unreadable': {
    en: 'This file is not a font that can be read; it may be damaged or only named like a font',
    zh: '该文件不是可读取的字体，可能已损坏或只是改了扩展名',
  },
  'material.font.tooLarge': { en: 'A font file cannot exceed 8 MB', zh: '字体文件不能超过 8MB' },
  'material.category.hasChildren': {
    en: 'A category with child nodes cannot be deleted',
    zh: '该分类下有子节点，不能删除',
  },
  'material.category.hasMaterials': {
    en: 'This category still holds {count} materials; move or delete them first',
    zh: '该分类下还有 {count} 个素材，请先移动或删除',
  },
  'material.category.cycle': {
    en: 'A category cannot be moved under itself or one of its subcategories',
    zh: '不能把分类移动到它自己或它的子分类下',
  },
  'material.category.duplicate': {
    en: 'There is already a category named "{name}" here',
    zh: '此处已有名为“{name}”的分类',
  },
  'material.public.readOnly': {
    en: 'Public materials are shared by the platform and cannot be changed',
    zh: '公共素材由平台提供，不能修改',
  },
} as const satisfies MessageCatalog
