import type { DepartmentId } from "#app/content/sections.ts";

/**
 * Badge colours per department (docs/design.md#colours): cyan, VIP yellow, PlayStation blue, dark
 * text on each.
 */
export const badgeClass: Record<DepartmentId, string> = {
  standard: "bg-primary text-bg",
  vip: "bg-vip text-bg",
  playstation: "bg-ps text-bg",
};

export const borderClass: Record<DepartmentId, string> = {
  standard: "hover:border-primary focus-within:border-primary",
  vip: "hover:border-vip focus-within:border-vip",
  playstation: "hover:border-ps focus-within:border-ps",
};

export const textClass: Record<DepartmentId, string> = {
  standard: "text-primary",
  vip: "text-vip",
  playstation: "text-ps",
};
