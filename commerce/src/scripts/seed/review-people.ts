import type { Locale } from "../../lib/i18n/messages"

/** The languages reviews are written in: the site's. */
export type ReviewLocale = Locale

type Authors = { country: string; weight: number; names: string[] }[]

/** Who writes reviews in each language: first names by country (ISO 3166-1 alpha-2). */
export const AUTHORS: Record<ReviewLocale, Authors> = {
  es: [
    {
      country: "ES",
      weight: 6,
      names: [
        "Lucía",
        "María",
        "Carmen",
        "Laura",
        "Marta",
        "Paula",
        "Nuria",
        "Raquel",
        "Cristina",
        "Isabel",
        "Javier",
        "Carlos",
        "Pablo",
        "Álvaro",
        "Sergio",
        "Miguel",
        "Jorge",
        "David",
        "Alberto",
        "Íñigo",
      ],
    },
    {
      country: "MX",
      weight: 2,
      names: [
        "Daniela",
        "Fernanda",
        "Ximena",
        "Andrea",
        "Alejandro",
        "Emiliano",
        "Rodrigo",
        "Luis",
      ],
    },
    {
      country: "AR",
      weight: 1,
      names: ["Valentina", "Camila", "Florencia", "Martín", "Santiago", "Tomás"],
    },
    { country: "CO", weight: 1, names: ["Natalia", "Juliana", "Andrés", "Felipe", "Sebastián"] },
    { country: "CL", weight: 1, names: ["Francisca", "Constanza", "Matías", "Benjamín"] },
    { country: "PE", weight: 1, names: ["Gabriela", "Rosa", "Diego", "Renato"] },
  ],
  en: [
    {
      country: "GB",
      weight: 4,
      names: [
        "Emma",
        "Sophie",
        "Charlotte",
        "Hannah",
        "Grace",
        "Chloe",
        "James",
        "Oliver",
        "Thomas",
        "Harry",
        "Ben",
        "George",
      ],
    },
    {
      country: "US",
      weight: 4,
      names: [
        "Emily",
        "Ashley",
        "Megan",
        "Jessica",
        "Michael",
        "Ryan",
        "Matthew",
        "Tyler",
        "Brandon",
        "Kevin",
      ],
    },
    { country: "IE", weight: 1, names: ["Aoife", "Niamh", "Ciara", "Sean", "Conor", "Eoin"] },
    { country: "AU", weight: 1, names: ["Olivia", "Mia", "Jack", "Liam", "Lachlan"] },
    { country: "CA", weight: 1, names: ["Madison", "Avery", "Ethan", "Noah"] },
    { country: "DE", weight: 1, names: ["Anna", "Lena", "Lukas", "Felix", "Jonas"] },
    { country: "NL", weight: 1, names: ["Sanne", "Fleur", "Daan", "Bram"] },
    { country: "IN", weight: 1, names: ["Priya", "Ananya", "Rohan", "Arjun"] },
  ],
}

/** Guides' first names and the grammatical gender sentences about them agree with. */
export const GUIDES: { name: string; gender: "f" | "m" }[] = [
  { name: "Khalid", gender: "m" },
  { name: "Omar", gender: "m" },
  { name: "Youssef", gender: "m" },
  { name: "Faisal", gender: "m" },
  { name: "Karim", gender: "m" },
  { name: "Javier", gender: "m" },
  { name: "Tariq", gender: "m" },
  { name: "Noura", gender: "f" },
  { name: "Laila", gender: "f" },
  { name: "Amira", gender: "f" },
  { name: "Mariam", gender: "f" },
  { name: "Marta", gender: "f" },
  { name: "Elena", gender: "f" },
  { name: "Sara", gender: "f" },
]

/** City names in each language, by the catalogue's city slug. */
export const CITY_NAMES: Record<string, Record<ReviewLocale, string>> = {
  riyadh: { es: "Riad", en: "Riyadh" },
  alula: { es: "AlUla", en: "AlUla" },
  dubai: { es: "Dubái", en: "Dubai" },
  "abu-dhabi": { es: "Abu Dabi", en: "Abu Dhabi" },
  madrid: { es: "Madrid", en: "Madrid" },
  barcelona: { es: "Barcelona", en: "Barcelona" },
  seville: { es: "Sevilla", en: "Seville" },
  granada: { es: "Granada", en: "Granada" },
  marrakech: { es: "Marrakech", en: "Marrakech" },
  cairo: { es: "El Cairo", en: "Cairo" },
  muscat: { es: "Mascate", en: "Muscat" },
  doha: { es: "Doha", en: "Doha" },
  istanbul: { es: "Estambul", en: "Istanbul" },
  jeddah: { es: "Yeda", en: "Jeddah" },
}

/** Surname initials some authors sign with ("Lucía M."). */
export const INITIALS = "ABCDEFGHIJKLMNOPRSTVW"
