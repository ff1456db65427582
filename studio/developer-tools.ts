import type { Tool } from 'sanity'

// Vision (GROQ queries against the raw dataset) is a developer's tool: in front of editors it is
// a way to read and misread raw documents. It is listed only for the roles that run the project.

/** Roles that see the developer tools. */
const DEVELOPER_ROLES: ReadonlySet<string> = new Set(['administrator', 'developer'])

const DEVELOPER_TOOLS = new Set(['vision'])

/** The Studio's tools for a user with these roles: the developer tools only for a developer. */
export function toolsForRoles(tools: Tool[], roles: ReadonlyArray<{ name: string }>): Tool[] {
  return roles.some((role) => DEVELOPER_ROLES.has(role.name)) ? tools : tools.filter((tool) => !DEVELOPER_TOOLS.has(tool.name))
}
