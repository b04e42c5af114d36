/** Words the seeded course text is made of (a biology course), so queries match a realistic share of it. */
export const VOCABULARY = (
  'cell membrane nucleus mitochondria ribosome enzyme protein chlorophyll photosynthesis respiration glucose oxygen carbon ' +
  'dioxide energy molecule atom bond water light reaction pathway gene chromosome mutation evolution species population ' +
  'ecosystem habitat predator prey symbiosis bacteria virus fungus plant animal tissue organ system blood heart lung ' +
  'kidney liver brain neuron synapse hormone insulin immune antibody antigen vaccine infection digestion stomach ' +
  'intestine nutrient vitamin mineral fat carbohydrate lipid acid base solution gradient diffusion osmosis transport ' +
  'channel receptor signal growth division mitosis meiosis replication transcription translation codon amino sequence ' +
  'inheritance trait dominant recessive allele genotype phenotype variation selection adaptation fossil climate cycle ' +
  'nitrogen phosphorus soil root leaf stem flower seed pollen fruit germination hypothesis experiment observation data ' +
  'measurement model theory evidence conclusion microscope sample structure function level organism community biome'
).split(' ');
