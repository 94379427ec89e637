; The Windows installer: per user, no administrator rights (PrivilegesRequired=lowest), into the user's own
; programs folder. The version before an upgrade is kept beside it as "FIBur Director (versione precedente)" to
; roll back to; the referee's data (the database and its backups, in %LOCALAPPDATA%\fibur-director) is never
; touched by installing, upgrading or uninstalling. Built by the release workflow:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\fibur-director /DOutputDir=dist packaging\windows\fibur-director.iss
#ifndef AppVersion
  #error Pass /DAppVersion=X.Y.Z
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\fibur-director"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{6B2F3C1E-7A44-4C1B-9E0F-3D5B2A7C8E91}
AppName=FIBur Director
AppVersion={#AppVersion}
AppPublisher=FIBur Director developers
DefaultDirName={localappdata}\Programs\FIBur Director
DefaultGroupName=FIBur Director
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=
OutputDir={#OutputDir}
OutputBaseFilename=fibur-director-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
UninstallDisplayName=FIBur Director {#AppVersion}
LicenseFile=..\..\LICENSE

[Languages]
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\FIBur Director"; Filename: "{app}\fibur-director.exe"
Name: "{group}\FIBur Director (versione precedente)"; Filename: "{app} (versione precedente)\fibur-director.exe"; Check: PreviousKept
Name: "{autodesktop}\FIBur Director"; Filename: "{app}\fibur-director.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\fibur-director.exe"; Description: "{cm:LaunchProgram,FIBur Director}"; Flags: nowait postinstall skipifsilent

[Code]
// Before the new files are copied, the installed version moves aside as the one to roll back to (an older
// copy kept from an earlier upgrade is replaced).
function PreviousDir(): String;
begin
  Result := ExpandConstant('{app}') + ' (versione precedente)';
end;

function PreviousKept(): Boolean;
begin
  Result := DirExists(PreviousDir());
end;

procedure CurStepChanged(CurStep: TSetupStep);
begin
  if (CurStep = ssInstall) and FileExists(ExpandConstant('{app}\fibur-director.exe')) then
  begin
    if DirExists(PreviousDir()) then
      DelTree(PreviousDir(), True, True, True);
    if not RenameFile(ExpandConstant('{app}'), PreviousDir()) then
      Log('The previous version could not be kept aside; it is overwritten.');
  end;
end;
