/* The desk search scale spec's tables: the names it seeds and what it reads of a query plan. */

/** The lead guests' first and last names the seed combines. */
export const FIRST_NAMES = [
  "Marta",
  "Lucía",
  "Carmen",
  "Ana",
  "Laura",
  "Sofía",
  "Pablo",
  "Javier",
  "Hugo",
  "Omar",
  "Aisha",
  "Noor",
  "Emma",
  "Oliver",
  "Yusuf",
  "Lina",
  "Mateo",
  "Sara",
  "Diego",
  "Leila",
]
export const LAST_NAMES = [
  "Gil",
  "Pérez",
  "García",
  "López",
  "Sánchez",
  "Romero",
  "Navarro",
  "Torres",
  "Ruiz",
  "Moreno",
  "Al-Harbi",
  "Smith",
  "Jones",
  "Brown",
  "Khan",
  "Haddad",
  "Ortega",
  "Molina",
  "Castro",
  "Vidal",
  "Rubio",
  "Serrano",
  "Blanco",
  "Suárez",
  "Méndez",
  "Cruz",
  "Iglesias",
  "Cano",
  "Prieto",
  "Lozano",
  "Vega",
  "Marín",
  "Herrera",
  "Peña",
  "Flores",
  "Campos",
  "Nieto",
]
/** A node of a PostgreSQL plan (EXPLAIN FORMAT JSON), as far as the spec reads it. */
export type PlanNode = {
  "Node Type": string
  "Relation Name"?: string
  "Index Name"?: string
  "Rows Removed by Filter"?: number
  Plans?: PlanNode[]
}
/** The tables with a row per booking: none may be read from end to end. */
export const LARGE = ["booking", "order", "order_address"]
/** A plan's nodes, depth first. */
export const scans = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scans)]
