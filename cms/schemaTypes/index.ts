import { city } from "./documents/city"
import { experience } from "./documents/experience"
import { localeString } from "./objects/localeString"
import { localeText } from "./objects/localeText"

export const schemaTypes = [localeString, localeText, city, experience]
