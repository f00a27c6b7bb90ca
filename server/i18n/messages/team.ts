// Team management, account settings and avatar uploads (issue 5, item 4).
import type { MessageCatalog } from './catalog'

export const TEAM_MESSAGES = {
  'what.teamMember': { en: 'team member', zh: '团队成员' },
  'what.role': { en: 'role', zh: '角色' },
  'what.file': { en: 'file', zh: '文件' },
  'team.accountDisabled': {
    en: 'This account has been disabled; ask the account owner to enable it',
    zh: '该账号已被停用，请联系主账号启用',
  },
  'team.grantTooMuch': {
    en: 'You cannot grant permissions you do not hold yourself: {list}',
    zh: '不能授予你自己没有的权限：{list}',
  },
  'team.roleAboveYou': {
    en: 'This role holds permissions you do not have, so you cannot change it or give it to members',
    zh: '该角色拥有你没有的权限，你不能修改它或把它分配给成员',
  },
  'team.memberAboveYou': {
    en: "This member's role holds permissions you do not have, so you cannot change this member",
    zh: '该成员的角色拥有你没有的权限，你不能修改该成员',
  },
  'team.ownerRoleLocked': {
    en: "The owner's role always holds every permission and cannot be changed or deleted",
    zh: '主账号角色始终拥有全部权限，不能修改或删除',
  },
  'team.ownerNotMember': {
    en: 'The owner account is not a team member and cannot be changed here',
    zh: '主账号不是团队成员，不能在此修改',
  },
  'team.selfLockout': {
    en: 'You cannot remove your own access to team management',
    zh: '不能移除你自己的团队管理权限',
  },
  'team.selfDisable': { en: 'You cannot disable your own account', zh: '不能停用你自己的账号' },
  'team.selfPassword': {
    en: 'Use "Change password" in the account menu for your own password',
    zh: '修改自己的密码请使用账号菜单中的“修改密码”',
  },
  'team.roleInUse': {
    en: 'This role is given to {count} member(s); give them another role first',
    zh: '该角色已分配给 {count} 名成员，请先为他们更换角色',
  },
  'team.roleEmpty': {
    en: 'Choose at least one permission: an account whose role has no permissions cannot sign in',
    zh: '请至少选择一项权限：角色没有权限的账号无法登录',
  },
  'team.roleNameTaken': { en: 'A role named "{name}" already exists', zh: '已存在名为“{name}”的角色' },
  'team.usernameTaken': { en: 'This username is already taken', zh: '该用户名已被使用' },
  'team.phoneTaken': { en: 'This phone number is already used by another account', zh: '该手机号已被其他账号使用' },
  'team.phoneSame': { en: 'This is already your phone number', zh: '这已经是你的手机号' },
  'upload.missing': { en: 'Choose a JPG or PNG file to upload', zh: '请选择要上传的 JPG 或 PNG 文件' },
  'upload.type': { en: 'Only JPG or PNG files may be uploaded', zh: '只能上传 JPG 或 PNG 格式的文件' },
  'upload.size': { en: 'File size cannot exceed 500K', zh: '文件大小不能超过 500K' },
  'upload.unreadable': { en: 'The picture could not be read; it may be damaged', zh: '无法读取该图片，文件可能已损坏' },
} as const satisfies MessageCatalog
