import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TimezoneSelect as TimezoneSelect_9f804b6f11224e8254622f9e59a1a8cf } from '../../../../src/components/admin/TimezoneSelect'
import { SubscriptionFacts as SubscriptionFacts_ca0037ec90364645fec8cba22c46fa70 } from '../../../../src/components/admin/SubscriptionFacts'
import { ExportCsvLink as ExportCsvLink_21daaf1c9aa04896e5253ebef28f6360 } from '../../../../src/components/admin/ExportCsvLink'
import { AttendeeCell as AttendeeCell_7c2ca78227b8a714969eaac9dafe4b8e } from '../../../../src/components/admin/AttendeeCell'
import { ReviewDecision as ReviewDecision_98f1800ab280eb26b127a7a19f213ea9 } from '../../../../src/components/admin/ReviewDecision'
import { FrenchRatingCell as FrenchRatingCell_773ceb91c0ce88fe513d92e55d836ad9 } from '../../../../src/components/admin/FrenchRating'
import { FrenchRatingField as FrenchRatingField_773ceb91c0ce88fe513d92e55d836ad9 } from '../../../../src/components/admin/FrenchRating'
import { UploadRules as UploadRules_529e26be7bdad648de251fe575e95e91 } from '../../../../src/components/admin/UploadRules'
import { SignupDecision as SignupDecision_eb78ad07b47f3ff5fb1233ff5d3775b0 } from '../../../../src/components/admin/SignupDecision'
import { OutboxHtmlPreview as OutboxHtmlPreview_0e0bfdea6976f3bce8f6c84f12f1f125 } from '../../../../src/components/admin/OutboxPreview'
import { OutboxMetaView as OutboxMetaView_0e0bfdea6976f3bce8f6c84f12f1f125 } from '../../../../src/components/admin/OutboxPreview'
import { AdminIcon as AdminIcon_81ac8fd3bd17674731f9e14ed3a39bc8 } from '../../../../src/components/admin/Brand'
import { AdminLogo as AdminLogo_81ac8fd3bd17674731f9e14ed3a39bc8 } from '../../../../src/components/admin/Brand'
import { SystemTables as SystemTables_92720ca67d9c31e9aa049979f6a492fd } from '../../../../src/components/admin/AdminNav'
import { AdminDashboard as AdminDashboard_4e8c646a9bba8b4d058bdd609b4eefdd } from '../../../../src/components/admin/AdminDashboard'
import { PendingWork as PendingWork_92720ca67d9c31e9aa049979f6a492fd } from '../../../../src/components/admin/AdminNav'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/TimezoneSelect#TimezoneSelect": TimezoneSelect_9f804b6f11224e8254622f9e59a1a8cf,
  "/src/components/admin/SubscriptionFacts#SubscriptionFacts": SubscriptionFacts_ca0037ec90364645fec8cba22c46fa70,
  "/src/components/admin/ExportCsvLink#ExportCsvLink": ExportCsvLink_21daaf1c9aa04896e5253ebef28f6360,
  "/src/components/admin/AttendeeCell#AttendeeCell": AttendeeCell_7c2ca78227b8a714969eaac9dafe4b8e,
  "/src/components/admin/ReviewDecision#ReviewDecision": ReviewDecision_98f1800ab280eb26b127a7a19f213ea9,
  "/src/components/admin/FrenchRating#FrenchRatingCell": FrenchRatingCell_773ceb91c0ce88fe513d92e55d836ad9,
  "/src/components/admin/FrenchRating#FrenchRatingField": FrenchRatingField_773ceb91c0ce88fe513d92e55d836ad9,
  "/src/components/admin/UploadRules#UploadRules": UploadRules_529e26be7bdad648de251fe575e95e91,
  "/src/components/admin/SignupDecision#SignupDecision": SignupDecision_eb78ad07b47f3ff5fb1233ff5d3775b0,
  "/src/components/admin/OutboxPreview#OutboxHtmlPreview": OutboxHtmlPreview_0e0bfdea6976f3bce8f6c84f12f1f125,
  "/src/components/admin/OutboxPreview#OutboxMetaView": OutboxMetaView_0e0bfdea6976f3bce8f6c84f12f1f125,
  "/src/components/admin/Brand#AdminIcon": AdminIcon_81ac8fd3bd17674731f9e14ed3a39bc8,
  "/src/components/admin/Brand#AdminLogo": AdminLogo_81ac8fd3bd17674731f9e14ed3a39bc8,
  "/src/components/admin/AdminNav#SystemTables": SystemTables_92720ca67d9c31e9aa049979f6a492fd,
  "/src/components/admin/AdminDashboard#AdminDashboard": AdminDashboard_4e8c646a9bba8b4d058bdd609b4eefdd,
  "/src/components/admin/AdminNav#PendingWork": PendingWork_92720ca67d9c31e9aa049979f6a492fd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
