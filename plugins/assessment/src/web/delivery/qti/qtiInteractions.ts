import type { ComponentType } from 'react';
import type { InteractionProps } from './qtiContent.tsx';
import { AssociateInteraction } from './interactions/AssociateInteraction.tsx';
import { ChoiceInteraction } from './interactions/ChoiceInteraction.tsx';
import { CustomInteraction } from './interactions/CustomInteraction.tsx';
import { DrawingInteraction } from './interactions/DrawingInteraction.tsx';
import { GapMatchInteraction } from './interactions/GapMatchInteraction.tsx';
import { GraphicAssociateInteraction } from './interactions/GraphicAssociateInteraction.tsx';
import { GraphicGapMatchInteraction } from './interactions/GraphicGapMatchInteraction.tsx';
import { GraphicOrderInteraction } from './interactions/GraphicOrderInteraction.tsx';
import { HotspotInteraction } from './interactions/HotspotInteraction.tsx';
import { HottextInteraction } from './interactions/HottextInteraction.tsx';
import { InlineChoiceInteraction } from './interactions/InlineChoiceInteraction.tsx';
import { MatchInteraction } from './interactions/MatchInteraction.tsx';
import { MediaInteraction } from './interactions/MediaInteraction.tsx';
import { OrderInteraction } from './interactions/OrderInteraction.tsx';
import { PortableCustomInteraction } from './interactions/PortableCustomInteraction.tsx';
import { PositionObjectStage } from './interactions/PositionObjectStage.tsx';
import { SelectPointInteraction } from './interactions/SelectPointInteraction.tsx';
import { EndAttemptInteraction, ExtendedTextInteraction, SliderInteraction, TextEntryInteraction } from './interactions/TextInteractions.tsx';
import { UploadInteraction } from './interactions/UploadInteraction.tsx';

/** Every QTI 3.0 interaction, by its element's name, as the component that renders it and collects its response. */
export const QTI_INTERACTIONS: Record<string, ComponentType<InteractionProps>> = {
  'qti-choice-interaction': ChoiceInteraction,
  'qti-inline-choice-interaction': InlineChoiceInteraction,
  'qti-text-entry-interaction': TextEntryInteraction,
  'qti-extended-text-interaction': ExtendedTextInteraction,
  'qti-gap-match-interaction': GapMatchInteraction,
  'qti-match-interaction': MatchInteraction,
  'qti-associate-interaction': AssociateInteraction,
  'qti-order-interaction': OrderInteraction,
  'qti-hottext-interaction': HottextInteraction,
  'qti-hotspot-interaction': HotspotInteraction,
  'qti-select-point-interaction': SelectPointInteraction,
  'qti-graphic-gap-match-interaction': GraphicGapMatchInteraction,
  'qti-graphic-associate-interaction': GraphicAssociateInteraction,
  'qti-graphic-order-interaction': GraphicOrderInteraction,
  'qti-slider-interaction': SliderInteraction,
  'qti-position-object-stage': PositionObjectStage,
  'qti-media-interaction': MediaInteraction,
  'qti-drawing-interaction': DrawingInteraction,
  'qti-end-attempt-interaction': EndAttemptInteraction,
  'qti-upload-interaction': UploadInteraction,
  'qti-custom-interaction': CustomInteraction,
  'qti-portable-custom-interaction': PortableCustomInteraction,
};
